/**
 * Server rendering entry (not wired yet): renders the same route tree for a URL, so public
 * pages (landing, blog) can later be sent as HTML for speed and search engines.
 *
 * It is async on purpose: screens are lazy route modules, and the static handler must load
 * the matched ones before rendering (a synchronous render would only give loading states).
 * `html` goes inside <div id="root">, `styles` (styled-components) in <head>; `status` is
 * 404 for the not-found page. entry-client.tsx hydrates when #root has content.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { ServerStyleSheet } from 'styled-components'
import { isKnownWebPath } from '../../contract/web-routes'
import { routes } from './app/routes'

export interface RenderResult {
  html: string
  styles: string
  status: number
  /** Set when the route answered with a redirect. */
  redirect?: string
}

export async function render(url: string): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'))
  const handler = createStaticHandler(routes)
  const context = await handler.query(request)
  if (context instanceof Response) {
    return { html: '', styles: '', status: context.status, redirect: context.headers.get('Location') ?? undefined }
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouterProvider router={router} context={context} />
        </StrictMode>,
      ),
    )
    const status = isKnownWebPath(new URL(request.url).pathname) ? context.statusCode : 404
    return { html, styles: sheet.getStyleTags(), status }
  } finally {
    sheet.seal()
  }
}
