/**
 * The browser entry of the single-page app: accounts, client area, back-office (public
 * pages come as server HTML with entry-islands.tsx instead, but the app can show them too
 * after an in-app navigation).
 */
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { App } from './app/app'
import { routes } from './app/routes'
import { readSiteConfig } from './config/site-config'

createRoot(document.getElementById('root')!).render(<App router={createBrowserRouter(routes)} siteConfig={readSiteConfig()} />)
