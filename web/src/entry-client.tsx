import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes } from 'react-router'
import { App } from './app/app'
import { routes } from './app/routes'

const container = document.getElementById('root')!

async function start() {
  if (container.hasChildNodes()) {
    // HTML rendered by entry-server: load the matched lazy screens first, so the first
    // client render is the same tree as the server's and hydration matches.
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => typeof match.route.lazy === 'function') ?? []
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Partial<typeof route>>)()
        Object.assign(route, { ...loaded, lazy: undefined })
      }),
    )
    hydrateRoot(container, <App router={createBrowserRouter(routes)} />)
  } else {
    createRoot(container).render(<App router={createBrowserRouter(routes)} />)
  }
}

void start()
