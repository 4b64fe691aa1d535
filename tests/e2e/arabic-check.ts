import { expect, type Page } from '@playwright/test'

/**
 * Words in Latin letters an Arabic page may show (issue 37): names that are the same in both
 * languages (the brand, company forms, Algerian registers and codes, payment networks).
 * Whatever a person typed or an address is marked left-to-right (dir="ltr", <bdi>) or
 * lang="fr" and is not read.
 */
const SAME_IN_BOTH = new Set(
  [
    'Lance',
    'ta',
    'Boîte',
    'SARL',
    'EURL',
    'SPA',
    'SNC',
    'SAS',
    'SASU',
    'SCS',
    'CNRC',
    'NIF',
    'NIS',
    'RC',
    'CASNOS',
    'CNAS',
    'WhatsApp',
    'PDF',
    'JPEG',
    'PNG',
    'Stripe',
    'Chargily',
    'CIB',
    'EDAHABIA',
    'Edahabia',
    'Visa',
    'Mastercard',
    'EUR',
    'DZD',
    'RSS',
    'Mo',
    'Ko',
    'ANADE',
    'ANSEJ',
    'BOAL',
    'IBAN',
    'RIB',
    'TVA',
    'HT',
    'TTC',
    'OK',
  ].map((word) => word.toLowerCase()),
)

/** The Latin-letter words of the page's visible text, outside what is marked as left-to-right or French. */
export async function latinWordsOn(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  const text = await page.evaluate(() => {
    const skip = (element: Element | null): boolean =>
      !!element?.closest('[dir="ltr"], bdi, [lang="fr"], [lang="en"], input, textarea, select, code, [data-latin-ok]')
    const parts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || skip(parent)) continue
      // Not rendered (display: none up the tree, visibility: hidden): not read. Visually hidden text for screen readers is read: kept.
      if (!parent.checkVisibility({ visibilityProperty: true })) continue
      parts.push(node.textContent ?? '')
    }
    return parts.join(' ')
  })
  const extra = new Set(allowed.map((word) => word.toLowerCase()))
  const words = text.match(/[A-Za-zÀ-ÖØ-öø-ÿŒœ]{2,}/g) ?? []
  return [...new Set(words.filter((word) => !SAME_IN_BOTH.has(word.toLowerCase()) && !extra.has(word.toLowerCase())))]
}

/** An Arabic screen: right to left, no French word left in its visible text, no horizontal scroll. */
export async function expectArabicScreen(page: Page, label: string, allowed: readonly string[] = []): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  expect(await latinWordsOn(page, allowed), `${label}: words left in Latin letters`).toEqual([])
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${label}: horizontal scroll`).toBeLessThanOrEqual(0)
}
