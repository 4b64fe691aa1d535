/**
 * Brings a server-rendered page's islands to life (components/islands/island.tsx), each as
 * its own React root. Loaded by entry-islands.tsx once the page is painted. It loads no
 * router, no data cache and no form library unless an island on the page needs them.
 */
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { ThemeProvider } from 'styled-components'
import { type IslandDefinition, islands } from './islands'
import type { SiteConfig } from '@/contract/site-config'
import { readSiteConfig, SiteConfigProvider } from '../config/site-config'
import { theme } from '../styles/theme'

let siteConfig: SiteConfig | undefined

function withProviders(children: React.ReactNode) {
  siteConfig ??= readSiteConfig()
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
  const { Toaster } = await import('../components/ui/toaster')
  const container = document.createElement('div')
  document.body.append(container)
  createRoot(container).render(withProviders(<Toaster />))
}

async function hydrateIsland(element: HTMLElement, definition: IslandDefinition) {
  const { default: Component } = await definition.load()
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as object
  hydrateRoot(element, withProviders(<Component {...props} />))
  // Says the island is live (tests wait for it; a developer sees it in the inspector).
  element.dataset.islandHydrated = 'true'
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

/** Hydrates every island of the page, each when its definition says. */
export function hydrateIslands() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const definition = (islands as Record<string, IslandDefinition>)[element.dataset.island ?? '']
    if (!definition) continue
    const start = () => void hydrateIsland(element, definition)
    if (definition.when === 'visible') whenVisible(element, start)
    else start()
  }
}
