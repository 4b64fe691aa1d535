/**
 * The browser entry of the single-page app: accounts, client area, back-office (public
 * pages come as server HTML with entry-islands.tsx instead, but the app can show them too
 * after an in-app navigation).
 */
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { ARABIC_PREFIX, localeOfPath, textDirection } from '@/contract/i18n/locales'
import { App } from './app/app'
import { routes } from './app/routes'
import { readSiteConfig } from './config/site-config'

// One language per page load (issue 37): the Arabic app is the same routes under /ar, right to left.
const locale = localeOfPath(location.pathname)
document.documentElement.lang = locale
document.documentElement.dir = textDirection(locale)
const router = createBrowserRouter(routes, locale === 'ar' ? { basename: ARABIC_PREFIX } : undefined)

createRoot(document.getElementById('root')!).render(<App router={router} siteConfig={readSiteConfig()} locale={locale} />)
