import type { Page } from '@playwright/test'

/**
 * Proves a change arrived live: a mark left on the page's window survives only if the page was
 * not reloaded. `markPage` before the change elsewhere, `stillSamePage` after it appeared.
 */
export const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { pageMarker: string }).pageMarker = 'sans rechargement'))
export const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker)
