/**
 * The browser entry of server-rendered pages. The HTML is already the whole page, so React
 * and the islands' code (app/island-runtime.tsx) wait until the page has loaded and the
 * browser is idle: on a slow phone they never compete with the first paint. A visitor who
 * touches or types before that starts them at once.
 */
import type { HeldSubmits } from './app/island-runtime'

/** Forms of islands sent before their island was alive, with the button that sent each. */
const held: HeldSubmits = new Map()

let started = false
function start() {
  if (started) return
  started = true
  void import('./app/island-runtime').then(({ hydrateIslands }) => hydrateIslands(held))
}

const EARLY_INTENT = ['pointerdown', 'keydown', 'focusin'] as const
for (const type of EARLY_INTENT) window.addEventListener(type, start, { once: true, passive: true, capture: true })

// An island's form sent before the island is alive (a quick click, Enter after autofill) would
// go to the server as a plain HTML form: it is held back and sent again once the island is alive.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement)) return
    const island = form.closest<HTMLElement>('[data-island]')
    if (!island || island.dataset.islandHydrated) return
    event.preventDefault()
    held.set(form, event.submitter)
    start()
  },
  { capture: true },
)

function whenIdle() {
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 1500 })
  else setTimeout(start, 200)
}
if (document.readyState === 'complete') whenIdle()
else window.addEventListener('load', whenIdle, { once: true })
