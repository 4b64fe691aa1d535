/**
 * Paying in dinars (issue 19) on a phone: with Stripe and Chargily both configured against their
 * stand-ins, the visitor chooses the Algerian card, pays on the stand-in's checkout page (which
 * delivers the signed webhook, then comes back), lands on the confirmation with the dinar amount,
 * and the back-office shows the payment in DZD.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { startCardProvidersServer } from '../helpers/card-providers-server'
import type { ChargilyStandIn } from '../helpers/chargily-stand-in'
import type { TestServer } from '../helpers/test-server'
import { wakeIsland } from './fixtures'

let server: TestServer
let chargily: ChargilyStandIn
let stop: () => Promise<void>

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  ;({ server, chargily, stop } = await startCardProvidersServer())
})
test.afterAll(() => stop?.())

test.use({ viewport: { width: 390, height: 844 } })

test('the visitor pays with an EDAHABIA card in dinars and sees it confirmed; the back-office shows DZD', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const email = `dinars-${Date.now().toString(36)}@exemple.dz`

  await page.goto(`${server.baseUrl}/creer-entreprise`)
  await wakeIsland(page, 'lead-funnel')
  await page.getByLabel('Nom complet').fill('Amina Benali')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Indicatif pays').selectOption('+213')
  await page.getByLabel('Numéro WhatsApp').fill('0550123456')
  await page.getByRole('button', { name: 'Suivant' }).click()

  // Both prices on the offer, then the choice of card once the full offer is chosen.
  const full = page.getByRole('radio', { name: /Accompagnement complet/ })
  await expect(full).toHaveAccessibleName(/150\u00a0000\u00a0DA.*997\u00a0€/)
  await full.check()
  const algerian = page.getByRole('radio', { name: 'Carte EDAHABIA / CIB (DZD) 150\u00a0000,00\u00a0DA' })
  const international = page.getByRole('radio', { name: 'Carte bancaire internationale (EUR) 997,00\u00a0€' })
  await expect(algerian).toBeVisible()
  await expect(international).toBeVisible()
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check()
  await page.getByRole('checkbox', { name: /Je demande que la prestation commence/ }).check()

  // No card chosen: said, and nothing is sent.
  await page.getByRole('button', { name: 'Finaliser' }).click()
  await expect(page.getByText('Veuillez choisir un moyen de paiement')).toBeVisible()
  expect(chargily.createRequests).toHaveLength(0)
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])

  await algerian.check()
  await expect(page.getByText('150\u00a0000,00\u00a0DA TTC')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: 'test-results/chargily-funnel-390.png', fullPage: true })
  await page.getByRole('button', { name: 'Finaliser' }).click()

  // The stand-in's checkout page, in whole dinars.
  await expect(page.getByRole('heading', { name: 'Chargily Pay — simulation' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('chargily-amount')).toHaveText(/^150\s000 DZD$/)
  expect(chargily.createRequests.at(-1)).toMatchObject({ amount: 150_000, currency: 'dzd', locale: 'fr' })
  await page.getByRole('button', { name: 'Payer avec EDAHABIA' }).click()

  // Back on the confirmation page, paid, in dinars.
  await expect(page).toHaveURL(/\/confirmation-commande\?session_id=chg_/)
  const summary = page.getByRole('region', { name: 'Récapitulatif de votre commande' })
  await expect(summary.getByTestId('order-amount')).toHaveText('150\u00a0000,00\u00a0DA')
  await expect(summary.getByText('Payée', { exact: true })).toBeVisible()
  await expect(summary.getByText(email)).toBeVisible()
  const confirmation = page.url()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: 'test-results/chargily-confirmation-390.png', fullPage: true })

  // The back-office: the payment in DZD, the dinar total apart from euros.
  expect((await page.request.post(`${server.baseUrl}/api/admin/login`, { data: { adminKey: server.adminKey } })).status()).toBe(200)
  await page.goto(`${server.baseUrl}/admin/payments`)
  const card = page.getByRole('listitem').filter({ hasText: 'Amina Benali' })
  await expect(card.getByText('150\u00a0000,00\u00a0DA')).toBeVisible()
  await expect(card.getByText(/Chargily Pay/)).toBeVisible()
  await expect(card.getByText('DZD')).toBeVisible()
  await expect(page.getByText('150\u00a0000,00\u00a0DA').first()).toBeVisible()
  await page.screenshot({ path: 'test-results/chargily-admin-390.png', fullPage: true })

  // The same screens on a wide screen (looked at by hand).
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect(page.getByRole('table').getByText('DZD')).toBeVisible()
  await page.screenshot({ path: 'test-results/chargily-admin-1280.png', fullPage: true })
  await page.goto(confirmation)
  await expect(page.getByTestId('order-amount')).toHaveText('150\u00a0000,00\u00a0DA')
  await page.screenshot({ path: 'test-results/chargily-confirmation-1280.png', fullPage: true })
  await page.goto(`${server.baseUrl}/creer-entreprise`)
  await wakeIsland(page, 'lead-funnel')
  await page.getByLabel('Nom complet').fill('Amina Benali')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Numéro WhatsApp').fill('0612345678')
  await page.getByRole('button', { name: 'Suivant' }).click()
  await page.getByRole('radio', { name: /Accompagnement complet/ }).check()
  await page.getByRole('radio', { name: /Carte bancaire internationale/ }).check()
  await expect(page.getByText('997,00\u00a0€ TTC')).toBeVisible()
  await page.screenshot({ path: 'test-results/chargily-funnel-1280.png', fullPage: true })
  expect(errors).toEqual([])
})
