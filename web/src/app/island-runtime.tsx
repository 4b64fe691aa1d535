/**
 * Brings a server-rendered page's islands to life (components/islands/island.tsx), each as
 * its own React root. Loaded by entry-islands.tsx once the page has loaded (when an island
 * wants it) or at the visitor's first sign of use. It loads no router, no data cache and no
 * form library unless an island on the page needs them.
 */
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { ThemeProvider } from 'styled-components'
import { type IslandDefinition, islands } from './islands'
import type { SiteConfig } from '@/contract/site-config'
import { currentToasts, subscribeToToasts } from '../components/ui/use-toast'
import { readSiteConfig, SiteConfigProvider } from '../config/site-config'
import { documentLocale, LocaleProvider } from '../lib/i18n/locale'
import { theme } from '../styles/theme'

/** Forms sent before their island was alive (entry-islands.tsx held them back), with the button that sent each. */
export type HeldSubmits = Map<HTMLFormElement, HTMLElement | null>

let siteConfig: SiteConfig | undefined

function withProviders(children: ReactNode) {
  siteConfig ??= readSiteConfig()
  return (
    <StrictMode>
      <SiteConfigProvider value={siteConfig}>
        <LocaleProvider value={documentLocale()}>
          <ThemeProvider theme={theme}>{children}</ThemeProvider>
        </LocaleProvider>
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

/**
 * The notification area (and its code) comes with the first notification: a page whose
 * visitor never sees one never loads it. It then shows that notification and the next ones.
 */
let toasterAwaited = false
function mountToasterOnFirstToast() {
  if (toasterAwaited) return
  toasterAwaited = true
  if (currentToasts().length > 0) return void mountToaster()
  const unsubscribe = subscribeToToasts(() => {
    unsubscribe()
    void mountToaster()
  })
}

/** Calls `onCommit` once React has hydrated what it wraps (a parent's effects run after its children's). */
function Hydrated({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

async function hydrateIsland(element: HTMLElement, definition: IslandDefinition, held: HeldSubmits) {
  const { default: Component } = await definition.load()
  const props = JSON.parse(element.dataset.islandProps ?? '{}') as object
  if (definition.toasts) mountToasterOnFirstToast()
  const alive = () => {
    // Says the island is live (tests wait for it; a developer sees it in the inspector).
    element.dataset.islandHydrated = 'true'
    // A form held back is sent again, now that the island's own handler takes it (React does not
    // replay a submit that reaches an island still hydrating).
    for (const [form, submitter] of held) {
      if (!element.contains(form)) continue
      held.delete(form)
      form.requestSubmit(submitter && form.contains(submitter) ? submitter : null)
    }
  }
  // A transition: React hydrates in slices of a few milliseconds, yielding to the browser in
  // between, instead of one long task that would hold a slow phone's main thread. A click or a
  // key on the island meanwhile makes React finish hydrating it at once.
  startTransition(() => {
    hydrateRoot(
      element,
      withProviders(
        <Hydrated onCommit={alive}>
          <Component {...props} />
        </Hydrated>,
      ),
    )
  })
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

/**
 * Hydrates the page's islands, each once and when its definition says: `woken` by the visitor's
 * first sign of use, every island; otherwise (the page loaded) all but the `intent` ones.
 */
export function hydrateIslands(held: HeldSubmits, woken: boolean) {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const definition = (islands as Record<string, IslandDefinition>)[element.dataset.island ?? '']
    if (!definition || element.dataset.islandStarted) continue
    // The page may say otherwise than the definition (components/islands/island.tsx, `when`).
    const when = element.dataset.islandWhen ?? definition.when
    if (when === 'intent' && !woken) continue
    element.dataset.islandStarted = 'true'
    const start = () => void hydrateIsland(element, definition, held)
    if (when === 'visible') whenVisible(element, start)
    else start()
  }
}
