import type { ReactNode } from 'react'
import { type Locale, textDirection } from '@/contract/i18n/locales'
import { ISLANDS_LOADER_SCRIPT } from '@/contract/islands-loader'
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig, siteConfigJson } from '@/contract/site-config'
import { ARABIC_FONT_URL, ArabicFont } from '../styles/arabic-font'

/**
 * The scripts a server-rendered page loads: the islands entry only, through the inline loader that
 * fetches it once the page has painted (contract/islands-loader.ts). No modulepreload hints on
 * purpose: the page paints without script, so its code must not compete with the HTML.
 */
export interface DocumentAssets {
  scripts: string[]
}

/**
 * The HTML document of a server-rendered (public) page. React renders it whole, so the
 * <title>, <meta> and <link> elements a page renders are hoisted into this <head> (React 19);
 * styled-components' critical CSS is added to the head by entry-server.tsx. An Arabic page
 * (issue 37) is `lang="ar" dir="rtl"` and loads its typeface, preloaded: its text needs it at once.
 */
export function Document({
  siteConfig,
  assets,
  locale,
  children,
}: {
  siteConfig: SiteConfig
  assets: DocumentAssets
  locale: Locale
  children: ReactNode
}) {
  return (
    <html lang={locale} dir={textDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {locale === 'ar' ? <link rel="preload" href={ARABIC_FONT_URL} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
      </head>
      <body>
        {locale === 'ar' ? <ArabicFont /> : null}
        <div id="root">{children}</div>
        <script type="application/json" id={SITE_CONFIG_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: siteConfigJson(siteConfig) }} />
        {assets.scripts.map((src) => (
          <script key={src} data-src={src} dangerouslySetInnerHTML={{ __html: ISLANDS_LOADER_SCRIPT }} />
        ))}
      </body>
    </html>
  )
}
