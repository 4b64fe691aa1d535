/**
 * The browser entry of server-rendered pages: the HTML is already complete, so this only
 * brings the page's islands to life (components/islands/island.tsx). It loads no router,
 * no data cache and no form library unless an island on the page needs them.
 */
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { ThemeProvider } from 'styled-components'
import { type IslandDefinition, islands } from './app/islands'
import { readSiteConfig, SiteConfigProvider } from './config/site-config'
import { theme } from './styles/theme'

const siteConfig = readSiteConfig()

function withProviders(children: React.ReactNode) {
  return (
    <StrictMode>
      <SiteConfigProvider value={siteConfig}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </SiteConfigProvider>
    </StrictMode>
  )
}

let toasterMounted = false
async function mountToaster() {
  if (toasterMounted) return
  toasterMounted = true
  const { Toaster } = await import('./components/ui/toaster')
  const container = document.createElement('div')
  document.body.append(container)
  createRoot(container).render(withProviders(<Toaster />))
}

async function hydrateIsland(element: HTMLElement, definition: IslandDefinition) {
  const { default: Component } = await definition.load()
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as object
  hydrateRoot(element, withProviders(<Component {...props} />))
  if (definition.toasts) await mountToaster()
}

function whenVisible(element: HTMLElement, run: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      run()
    },
    // Start a screen ahead, so the island is alive by the time the visitor reaches it.
    { rootMargin: '100% 0px' },
  )
  // The wrapper is display: contents (no box of its own): observe its first child.
  observer.observe((element.firstElementChild as HTMLElement | null) ?? element)
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const definition = (islands as Record<string, IslandDefinition>)[element.dataset.island ?? '']
  if (!definition) continue
  const start = () => void hydrateIsland(element, definition)
  if (definition.when === 'visible') whenVisible(element, start)
  else start()
}
