import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// The default configuration (cms/infra/config/env.ts): the legal pages show it, never hard-coded values.
const HOST = 'Hébergeur cloud (Union européenne)'
const EMAIL = 'contact@lancetaboite.example'
const SHARED_FACTS = ['micro-entreprise', 'hébergeur', HOST, EMAIL, 'droit français', '3 ans', '10 ans']

const LEGAL_PAGES = [
  {
    path: '/mentions-legales',
    h1: 'Mentions légales',
    facts: [
      ...SHARED_FACTS,
      'entrepreneur individuel',
      'SIRET',
      'Directeur de la publication',
      '7 jours',
      '48 heures ouvrées',
      'cookie de session',
    ],
  },
  {
    path: '/politique-confidentialite',
    h1: 'Politique de confidentialité',
    facts: [
      ...SHARED_FACTS,
      'droit d’accès',
      'droit de rectification',
      'droit à l’effacement',
      'droit à la limitation du traitement',
      'droit à la portabilité',
      'droit d’opposition',
      'retirer votre consentement',
      'après votre décès',
      'justificatif d’identité',
      'un mois',
      'www.cnil.fr',
      'ANPDP',
      '18-07',
      'Stripe',
      'Chargily',
      'cookie de session',
    ],
  },
  {
    path: '/conditions-generales',
    h1: 'Conditions générales de vente',
    facts: [
      ...SHARED_FACTS,
      '997 € TTC',
      '48 heures ouvrées',
      '7 jours',
      '30 jours garantis ou remboursé',
      'inexécution totale',
      'L221-28',
      'uniquement en ligne, en totalité et d’avance',
      'médiateur de la consommation',
    ],
  },
] as const

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

/** The text of the page's main content, non-breaking spaces read as spaces. */
async function mainText(page: Page): Promise<string> {
  const text = (await page.locator('main').textContent()) ?? ''
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ')
}

for (const viewport of VIEWPORTS) {
  test.describe(`legal pages at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const legal of LEGAL_PAGES) {
      test(`${legal.path} shows the full document`, async ({ page }) => {
        const response = await page.goto(legal.path)
        expect(response?.status()).toBe(200)

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.h1)
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page).toHaveTitle(new RegExp(`^${legal.h1} \\|`))
        const description = await page.locator('meta[name="description"]').getAttribute('content')
        expect(description?.length ?? 0).toBeGreaterThanOrEqual(120)
        expect(description?.length ?? 0).toBeLessThanOrEqual(160)

        const text = await mainText(page)
        expect(text).toContain('Dernière mise à jour : 23 novembre 2026')
        for (const fact of legal.facts) expect(text, `${legal.path} mentions « ${fact} »`).toContain(fact)
        await expect(page.locator('main').locator(`a[href="mailto:${EMAIL}"]`).first()).toBeVisible()

        // Table of contents: each entry points to the H2 of its section.
        const toc = page.getByRole('navigation', { name: 'Sommaire' })
        await expect(toc).toBeVisible()
        const anchors = await toc.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
        expect(anchors.length).toBeGreaterThanOrEqual(5)
        for (const [index, anchor] of anchors.entries()) {
          const heading = page.locator(`h2${anchor}`)
          await expect(heading, anchor).toHaveCount(1)
          await expect(heading).toHaveText(new RegExp(`^${index + 1}\\.`))
        }
        // 'article N' references land on the H2 numbered N.
        for (const link of await page
          .locator('main a[href^="#"]')
          .filter({ hasText: /^article \d+$/ })
          .all()) {
          const number = (await link.textContent())!.replace('article ', '')
          await expect(page.locator(`h2${await link.getAttribute('href')}`)).toHaveText(new RegExp(`^${number}\\.`))
        }

        // Links to the two other legal pages.
        const seeAlso = page.getByRole('navigation', { name: 'Voir aussi' })
        for (const other of LEGAL_PAGES.filter((candidate) => candidate !== legal)) {
          await expect(seeAlso.locator(`a[href="${other.path}"]`)).toBeVisible()
        }

        // French typography: a non-breaking space before : ; ! ? and inside « » (the narrow one, U+202F, before ; ! ?).
        const raw = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, (spaces) =>
          /[\u00a0\u202f]/.test(spaces) ? '\u00a0' : ' ',
        )
        expect(raw.match(/.{0,20}(?: [:;!?»]|« ).{0,10}/g) ?? [], 'ordinary space where a non-breaking one belongs').toEqual([])

        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0)
      })
    }
  })
}

test.describe('legal pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  for (const legal of LEGAL_PAGES) {
    test(`${legal.path} is complete in the server's HTML`, async ({ page }) => {
      const response = await page.goto(legal.path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.h1)
      const text = await mainText(page)
      for (const fact of legal.facts) expect(text).toContain(fact)
      // Anchor links work without script.
      const first = page.getByRole('navigation', { name: 'Sommaire' }).locator('a').first()
      await first.click()
      await expect(page).toHaveURL(new RegExp(`${legal.path}#`))
    })
  }
})
