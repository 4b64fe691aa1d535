import { StrictMode } from 'react'
import { type createBrowserRouter, RouterProvider } from 'react-router'
import type { SiteConfig } from '@/contract/site-config'
import { SiteConfigProvider } from '../config/site-config'

type BrowserRouter = ReturnType<typeof createBrowserRouter>

/** The browser app: the data router over the route tree (providers live in the root route). */
export function App({ router, siteConfig }: { router: BrowserRouter; siteConfig: SiteConfig }) {
  return (
    <StrictMode>
      <SiteConfigProvider value={siteConfig}>
        <RouterProvider router={router} />
      </SiteConfigProvider>
    </StrictMode>
  )
}
