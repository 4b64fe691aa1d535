/**
 * Server rendering entry (not wired yet): renders the same route tree for a URL, so public
 * pages (landing, blog) can later be sent as HTML for speed and search engines.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { ServerStyleSheet } from 'styled-components'
import { routes } from './app/routes'

export async function render(url: string): Promise<{ html: string; styles: string; status: number }> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(url, 'http://localhost')))
  if (context instanceof Response) return { html: '', styles: '', status: context.status }
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
    return { html, styles: sheet.getStyleTags(), status: context.statusCode }
  } finally {
    sheet.seal()
  }
}
