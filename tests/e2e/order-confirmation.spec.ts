import type { Page } from '@playwright/test'
import { FULL_OFFER } from '@/contract/payments'
import { checkoutRequest } from '../helpers/funnel'
import { expect, test } from './fixtures'

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]

const WHATSAPP = 'https://wa.me/33184800000'

/** The summary is an island: it comes to life once the page is loaded and idle. */
async function summaryReady(page: Page) {
  await expect(page.locator('[data-island="order-summary"]')).toHaveAttribute('data-island-hydrated', 'true')
}

for (const viewport of VIEWPORTS) {
  test.describe(`order confirmation at ${viewport.name} width`, () => {
    test.use({ viewport })

    test('without a session id: the demo order GS-DEMO, the next steps, the buttons and the contacts', async ({ page }) => {
      const response = await page.goto('/confirmation-commande')
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(/Confirmation de commande/)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

      // The server already sends the demo order: no call needed.
      const summary = page.getByRole('region', { name: 'Récapitulatif de votre commande' })
      await expect(summary.getByTestId('order-number')).toHaveText('GS-DEMO')
      await summaryReady(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre commande !')
      await expect(summary.getByTestId('order-amount')).toHaveText('997,00 €')
      await expect(summary.getByText(FULL_OFFER.label)).toBeVisible()
      // Dated today, in French.
      await expect(summary.getByText(/^\d{2} [a-zéû]+\.? \d{4} à \d{2}:\d{2}$/)).toBeVisible()

      const steps = page.getByRole('region', { name: 'Prochaines étapes' }).getByRole('listitem')
      await expect(steps).toHaveCount(3)
      await expect(steps.nth(0)).toContainText('email')
      await expect(steps.nth(1)).toContainText('24 h')
      await expect(steps.nth(2)).toContainText('30 jours')

      await expect(summary.getByRole('link', { name: 'Accéder à mon espace client' })).toHaveAttribute('href', '/dashboard')
      const whatsapp = page.getByRole('link', { name: /Nous écrire sur WhatsApp/ })
      await expect(whatsapp).toHaveAttribute('href', new RegExp(`^${WHATSAPP}\\?text=.*GS-DEMO`))
      await expect(whatsapp).toHaveAttribute('target', '_blank')
      await expect(whatsapp).toHaveAttribute('rel', /noopener/)
      const help = page.getByRole('region', { name: /Une question sur votre commande/ })
      await expect(help.getByRole('link', { name: 'contact@lancetaboite.example' })).toHaveAttribute(
        'href',
        'mailto:contact@lancetaboite.example',
      )
      await expect(help.getByRole('link', { name: '+33 1 84 80 00 00' })).toHaveAttribute('href', 'tel:+33184800000')

      // The print button prints.
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', 'true')
      })
      await summary.getByRole('button', { name: 'Imprimer le reçu' }).click()
      await expect(page.locator('body')).toHaveAttribute('data-printed', 'true')

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    })

    test('an unknown session id: the fallback order of the spec (997,00 €, Client), never shown as paid', async ({ page }) => {
      await page.goto('/confirmation-commande?session_id=bogus123')
      await summaryReady(page)
      const summary = page.getByRole('region', { name: 'Récapitulatif de votre commande' })
      await expect(summary.getByTestId('order-amount')).toHaveText('997,00 €')
      await expect(summary.getByTestId('order-number')).toHaveText(/^GS-[0-9A-Z]{1,8}$/)
      await expect(summary.getByTestId('order-number')).not.toHaveText('GS-DEMO')
      await expect(summary.getByText('Client', { exact: true })).toHaveCount(2) // the label and the name
      // Not a receipt: no thanks for a payment, no amount paid, nothing to print; a way to pay, and the contacts.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commande non confirmée')
      await expect(page.getByText(/pas pu vérifier le paiement/)).toBeVisible()
      await expect(summary.getByText('Montant payé')).toHaveCount(0)
      await expect(summary.getByText('Montant de la commande')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Imprimer le reçu' })).toHaveCount(0)
      await expect(summary.getByRole('link', { name: 'Réessayer le paiement' })).toHaveAttribute('href', '/creer-entreprise?offre=complet')
      await expect(page.getByRole('link', { name: /Nous écrire sur WhatsApp/ })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    })

    test('a cancelled checkout: what happened, nothing to print, and a way to try again', async ({ page, app }) => {
      const origin = { Origin: app.server.baseUrl }
      const opened = await page.request.post('/api/create-payment-session', { data: checkoutRequest().body, headers: origin })
      expect(opened.status(), await opened.text()).toBe(200)
      // The local test provider's checkout: /paiement-test/{sessionId}.
      const sessionId = new URL(((await opened.json()) as { url: string }).url).pathname.split('/').pop()!
      expect((await page.request.post(`/api/test-checkout/${sessionId}/cancel`, { data: {}, headers: origin })).status()).toBe(200)

      await page.goto(`/confirmation-commande?session_id=${sessionId}`)
      await summaryReady(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre paiement n’a pas abouti')
      await expect(page.getByText(/aucun montant n’a été débité/)).toBeVisible()
      const summary = page.getByRole('region', { name: 'Récapitulatif de votre commande' })
      await expect(summary.getByText('Paiement non abouti')).toBeVisible()
      await expect(summary.getByText('Montant payé')).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Imprimer le reçu' })).toHaveCount(0)
      await summary.getByRole('link', { name: 'Réessayer le paiement' }).click()
      await expect(page).toHaveURL('/creer-entreprise?offre=complet')
    })

    test('printed: a receipt without navigation, buttons or contact card', async ({ page }) => {
      await page.goto('/confirmation-commande')
      await summaryReady(page)
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden()
      await expect(page.getByRole('contentinfo')).toBeHidden()
      await expect(page.getByRole('link', { name: 'Accéder à mon espace client' })).toBeHidden()
      await expect(page.getByRole('button', { name: 'Imprimer le reçu' })).toBeHidden()
      await expect(page.getByRole('link', { name: /Nous écrire sur WhatsApp/ })).toBeHidden()
      await expect(page.getByTestId('order-number')).toHaveText('GS-DEMO')
      await expect(page.getByTestId('order-amount')).toHaveText('997,00 €')
      await expect(page.getByText(/^Vendeur/)).toContainText('contact@lancetaboite.example')

      await page.emulateMedia({ media: 'screen' })
      await expect(page.getByRole('button', { name: 'Imprimer le reçu' })).toBeVisible()
    })
  })
}

test('the receipt fits on one A4 page', async ({ page }) => {
  await page.goto('/confirmation-commande')
  await summaryReady(page)
  const pdf = await page.pdf({ format: 'A4' })
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('with a session id the server sends a loading summary, never a made-up order', async ({ page }) => {
    await page.goto('/confirmation-commande?session_id=cs_test_unknown123')
    const summary = page.getByRole('region', { name: 'Récapitulatif de votre commande' })
    await expect(summary.getByRole('status')).toHaveText('Chargement de votre commande…')
    await expect(summary.getByTestId('order-number')).toHaveCount(0)
  })
})

test.describe('test checkout', () => {
  for (const viewport of VIEWPORTS) {
    test(`an unknown session says so and leads back to the funnel, under the test banner, at ${viewport.name} width`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const response = await page.goto('/paiement-test/cs_test_x')
      expect(response?.status()).toBe(200)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page.getByText('Paiement de test — aucun paiement réel ne sera effectué')).toBeVisible()
      await expect(page.locator('[data-island="test-checkout"]')).toHaveAttribute('data-island-hydrated', 'true')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement introuvable')
      await expect(page.getByRole('link', { name: 'Revenir à la création d’entreprise' })).toHaveAttribute('href', '/creer-entreprise')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    })
  }
})
