/**
 * The browser entry of server-rendered pages. The HTML is already the whole page, so React
 * and the islands' code (app/island-runtime.tsx) wait until the page has loaded and the
 * browser is idle: on a slow phone they never compete with the first paint. A visitor who
 * touches or types before that starts them at once.
 */
let started = false
function start() {
  if (started) return
  started = true
  void import('./app/island-runtime').then(({ hydrateIslands }) => hydrateIslands())
}

const EARLY_INTENT = ['pointerdown', 'keydown', 'focusin'] as const
for (const type of EARLY_INTENT) window.addEventListener(type, start, { once: true, passive: true, capture: true })

function whenIdle() {
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 1500 })
  else setTimeout(start, 200)
}
if (document.readyState === 'complete') whenIdle()
else window.addEventListener('load', whenIdle, { once: true })
