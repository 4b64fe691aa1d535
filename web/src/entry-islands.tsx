/**
 * The browser entry of server-rendered pages, loaded by the page's inline loader once the page has
 * painted (contract/islands-loader.ts), which hands over what the visitor did before it ran.
 * The HTML is already the whole page, so React
 * and the islands' code (app/island-runtime.tsx) wait: islands that come to life on their own
 * start once the page has loaded and the browser is idle (on a slow phone they never compete
 * with the first paint); `intent` islands (the forms, app/islands.ts) start at the visitor's
 * first touch, key, focus or mouse move, which also starts any other island at once.
 */
import { ISLANDS_INTENT_EVENTS, type IslandsLoaderGlobals } from '@/contract/islands-loader'
import type { HeldSubmits } from './app/island-runtime'
import { FLASH_TOAST_KEY } from './lib/flash-toast-key'

/** Forms of islands sent before their island was alive, with the button that sent each. */
const held: HeldSubmits = new Map()

let runtime: Promise<typeof import('./app/island-runtime')> | undefined

/** Hydrates the islands that are due: all of them once `woken`, otherwise all but the `intent` ones. */
function start(woken: boolean) {
  runtime ??= import('./app/island-runtime')
  void runtime.then(({ hydrateIslands }) => hydrateIslands(held, woken))
}

function onIntent() {
  for (const type of ISLANDS_INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true })
  start(true)
}
for (const type of ISLANDS_INTENT_EVENTS) window.addEventListener(type, onIntent, { passive: true, capture: true })

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
    start(true)
  },
  { capture: true },
)

/** Islands that come to life without the visitor's intent: none on a page of forms only. */
const startsOnItsOwn = () => document.querySelector('[data-island]:not([data-island-when="intent"])') !== null

/** A notification the previous page left (lib/flash-toast.ts): the page's islands show it at once. */
function flashPending() {
  try {
    return sessionStorage.getItem(FLASH_TOAST_KEY) !== null
  } catch {
    return false
  }
}

/**
 * Back from a payment provider's cancel (?reprise=…, RESUME_PARAM of contract/funnel-offers.ts,
 * spelled here so this entry stays free of imports): the funnel fetches the founder's details at once.
 */
const resumingCheckout = () => new URLSearchParams(window.location.search).has('reprise')

function whenIdle() {
  const woken = flashPending() || resumingCheckout()
  if (!woken && !startsOnItsOwn()) return
  if ('requestIdleCallback' in window) requestIdleCallback(() => start(woken), { timeout: 1500 })
  else setTimeout(() => start(woken), 200)
}
// What happened before this entry ran: the loader's listeners stop, its intents and held forms are ours.
const loader = window as Window & IslandsLoaderGlobals
loader.__islandsEarlyStop?.()
const early = loader.__islandsEarly?.splice(0) ?? []
for (const event of early) if ('form' in event) held.set(event.form, event.submitter)
if (early.length > 0) onIntent()

if (document.readyState === 'complete') whenIdle()
else window.addEventListener('load', whenIdle, { once: true })
