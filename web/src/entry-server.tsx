/**
 * Server rendering of the public pages (contract/web-routes.ts says which): the same route
 * tree as the browser app, rendered to a complete HTML document. The matched lazy screens
 * are loaded by the static handler before rendering, so the HTML is the page, not a
 * loading state. styled-components' CSS for the page goes into <head>; React 19 hoists each
 * page's <title> and <meta> there. The browser then hydrates the page's islands only
 * (entry-islands.tsx).
 */
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { ServerStyleSheet } from 'styled-components'
import type { BlogReader } from '../../contract/blog'
import { ARABIC_PREFIX, localeOfPath } from '../../contract/i18n/locales'
import type { SiteConfig } from '../../contract/site-config'
import { isKnownWebPath } from '../../contract/web-routes'
import { Document, type DocumentAssets } from './app/document'
import { routes } from './app/routes'
import { SiteConfigProvider } from './config/site-config'
import type { BlogRouteContext } from './features/blog/data/blog-reader'
import { LocaleProvider } from './lib/i18n/locale'

export type { DocumentAssets }

export interface RenderInput {
  /** Path and query of the request. */
  url: string
  siteConfig: SiteConfig
  assets: DocumentAssets
  /** The blog's data, read in the server's process (cms/features/blog); the blog pages' loaders get it as `context`. */
  blog: BlogReader
}

export interface RenderResult {
  /** The whole document, doctype included. */
  html: string
  status: number
  /** Set when the route answered with a redirect. */
  redirect?: string
}

// The Arabic pages are the same route tree under /ar (issue 37): router links then stay in Arabic by themselves.
const handlers = { fr: createStaticHandler(routes), ar: createStaticHandler(routes, { basename: ARABIC_PREFIX }) }

export async function render({ url, siteConfig, assets, blog }: RenderInput): Promise<RenderResult> {
  const request = new Request(new URL(url, siteConfig.publicUrl))
  const locale = localeOfPath(new URL(request.url).pathname)
  const handler = handlers[locale]
  const requestContext: BlogRouteContext = { blog }
  // A loader's thrown 404 (an unknown article) becomes context.statusCode, hence the response's status.
  const context = await handler.query(request, { requestContext })
  if (context instanceof Response) {
    return { html: '', status: context.status, redirect: context.headers.get('Location') ?? undefined }
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const sheet = new ServerStyleSheet()
  try {
    const document = renderToString(
      sheet.collectStyles(
        <SiteConfigProvider value={siteConfig}>
          <LocaleProvider value={locale}>
            <Document siteConfig={siteConfig} assets={assets} locale={locale}>
              {/* hydrate={false}: no inline router state (the CSP allows no inline script but the islands loader; islands need none). */}
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Document>
          </LocaleProvider>
        </SiteConfigProvider>,
      ),
    )
    // The page's critical CSS, collected while rendering, closes the head.
    const html = `<!doctype html>${document.replace('</head>', `${sheet.getStyleTags()}</head>`)}`
    const status = isKnownWebPath(new URL(request.url).pathname) ? context.statusCode : 404
    return { html, status }
  } finally {
    sheet.seal()
  }
}
