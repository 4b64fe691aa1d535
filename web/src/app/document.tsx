import type { ReactNode } from 'react'
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig, siteConfigJson } from '@/contract/site-config'

/**
 * The scripts a server-rendered page loads: the islands entry only. No modulepreload hints on
 * purpose: the page paints without script, so its code must not compete with the HTML.
 */
export interface DocumentAssets {
  scripts: string[]
}

/**
 * The HTML document of a server-rendered (public) page. React renders it whole, so the
 * <title>, <meta> and <link> elements a page renders are hoisted into this <head> (React 19);
 * styled-components' critical CSS is added to the head by entry-server.tsx.
 */
export function Document({ siteConfig, assets, children }: { siteConfig: SiteConfig; assets: DocumentAssets; children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <div id="root">{children}</div>
        <script type="application/json" id={SITE_CONFIG_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: siteConfigJson(siteConfig) }} />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </body>
    </html>
  )
}
