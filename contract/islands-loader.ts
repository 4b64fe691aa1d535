/**
 * The one inline script of a server-rendered page: it loads the islands entry (web/src/entry-islands.tsx)
 * once the page has painted, never before. A module script fetched before the first paint does not block
 * it, but on a phone's connection its round trips still compete with the HTML and the paint; measured
 * with Lighthouse (issue 31), loading it after the paint takes the account pages' LCP from 1.1–1.2 s to
 * 0.8–0.9 s, COOP kept.
 *
 * Nothing the visitor does before the entry runs is lost: a touch, key, focus or mouse move loads it at
 * once and is remembered; a form of an island sent meanwhile is held back (never sent as a plain HTML
 * form) and handed over to the entry, which sends it again once its island is alive. Without paint
 * timing (an old browser) the entry loads with the page's `load` event; a page that never paints
 * (a background tab) gets it after three seconds at the latest.
 *
 * Kept as a literal string, spelled the same in the server's bundle and the web app's: the server's
 * content security policy allows exactly this text by its SHA-256 (cms/infra/http/security.ts), and
 * tests/api/public-pages.test.ts checks the page's script against the header.
 */
/** What counts as the visitor's intent, before and after the entry runs (the entry listens for the same). */
export const ISLANDS_INTENT_EVENTS = ['pointerdown', 'pointerover', 'keydown', 'focusin'] as const

/** The script's text (its `types` are ISLANDS_INTENT_EVENTS and `submit`: islands-loader.test.ts holds them together). */
export const ISLANDS_LOADER_SCRIPT =
  '(function(d,w){' +
  'var src=d.currentScript.getAttribute("data-src"),early=w.__islandsEarly=[],loaded=0,' +
  'types=["pointerdown","pointerover","keydown","focusin","submit"];' +
  'function load(){if(loaded)return;loaded=1;var s=d.createElement("script");s.type="module";s.src=src;d.head.appendChild(s)}' +
  'function seen(e){if(e.type==="submit"){var f=e.target,i=f&&f.closest&&f.closest("[data-island]");' +
  'if(!i||i.getAttribute("data-island-hydrated"))return;e.preventDefault();early.push({form:f,submitter:e.submitter||null})}' +
  'else early.push({intent:true});load()}' +
  'types.forEach(function(t){w.addEventListener(t,seen,{capture:true,passive:t!=="submit"})});' +
  'w.__islandsEarlyStop=function(){types.forEach(function(t){w.removeEventListener(t,seen,{capture:true})})};' +
  'var P=w.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)load()}).observe({type:"paint",buffered:true});' +
  'else if(d.readyState==="complete")load();else w.addEventListener("load",load);' +
  'setTimeout(load,3000)' +
  '})(document,window)'

/** What the loader remembers before the entry runs: an intent, or an island's form sent early. */
export type IslandsEarlyEvent = { intent: true } | { form: HTMLFormElement; submitter: HTMLElement | null }

/** The loader's globals, read once by the entry. */
export interface IslandsLoaderGlobals {
  __islandsEarly?: IslandsEarlyEvent[]
  __islandsEarlyStop?: () => void
}
