import { StrictMode } from 'react'
import { type createBrowserRouter, RouterProvider } from 'react-router'
import type { Locale } from '@/contract/i18n/locales'
import type { SiteConfig } from '@/contract/site-config'
import { SiteConfigProvider } from '../config/site-config'
import { LocaleProvider } from '../lib/i18n/locale'

type BrowserRouter = ReturnType<typeof createBrowserRouter>

/** The browser app: the data router over the route tree (providers live in the root route). */
export function App({ router, siteConfig, locale }: { router: BrowserRouter; siteConfig: SiteConfig; locale: Locale }) {
  return (
    <StrictMode>
      <SiteConfigProvider value={siteConfig}>
        <LocaleProvider value={locale}>
          <RouterProvider router={router} />
        </LocaleProvider>
      </SiteConfigProvider>
    </StrictMode>
  )
}
