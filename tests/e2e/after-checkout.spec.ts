/**
 * The founder's journey right after the checkout (issue 33 items 2 and 5), in Chromium against
 * the real server: a new buyer chooses the password on the confirmation page and lands in the
 * client area welcomed by the order's name; a buyer who had an account logs in and lands there
 * too; a cancelled checkout reopens the funnel at step 2 with the details kept.
 */
import type { Page } from '@playwright/test'
import { expect, test, uniqueEmail, wakeIsland } from './fixtures'
import { expectNoViolations } from './accessibility-check'

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]

/** Step 1 and 2 of the funnel, to the local test checkout; its session id. */
async function checkout(page: Page, contact: { name: string; email: string; dialCode: string; phone: string }) {
  await page.goto('/creer-entreprise?offre=complet')
  await wakeIsland(page, 'lead-funnel')
  await page.getByLabel('Nom complet').fill(contact.name)
  await page.getByLabel('Email', { exact: true }).fill(contact.email)
  await page.getByLabel('Indicatif pays').selectOption(contact.dialCode)
  await page.getByLabel('Numéro WhatsApp').fill(contact.phone)
  await page.getByRole('button', { name: 'Suivant' }).click()
  await page.locator('#funnel-cgv').check()
  await page.locator('#funnel-demarrage').check()
  await page.getByRole('button', { name: 'Finaliser' }).click()
  await page.waitForURL(/\/paiement-test\/cs_local_/, { timeout: 10_000 })
  await expect(page.locator('[data-island="test-checkout"]')).toHaveAttribute('data-island-hydrated', 'true')
  return new URL(page.url()).pathname.split('/').pop()!
}

for (const viewport of VIEWPORTS) {
  test.describe(`after the checkout at ${viewport.name} width`, () => {
    test.use({ viewport })

    test('a new buyer chooses the password on the confirmation page and lands in the client area, welcomed by the order', async ({
      page,
    }) => {
      const email = uniqueEmail('nouveau')
      const sessionId = await checkout(page, { name: 'Nadia Ferhat', email, dialCode: '+213', phone: '0550123456' })
      await page.getByRole('button', { name: 'Payer 997,00 € (test)' }).click()
      await page.waitForURL(/\/confirmation-commande\?session_id=/)
      const orderNumber = `GS-${sessionId.slice(-8).toUpperCase()}`

      const card = page.getByRole('region', { name: 'Choisissez votre mot de passe' })
      await expect(card.getByText(email)).toBeVisible()
      await expect(card.getByText(/Possible ici jusqu’à \d\d\u00a0h\u00a0\d\d/)).toBeVisible()
      await expectNoViolations(page, 'confirmation with the password card')
      await page.screenshot({ path: `test-results/screenshots/confirmation-password-${viewport.name}.png`, fullPage: true })

      // The shared rules, in French, before anything is sent.
      await card.getByLabel('Mot de passe', { exact: true }).fill('abc')
      await card.getByLabel('Confirmer le mot de passe').fill('abd')
      await card.getByRole('button', { name: 'Enregistrer et ouvrir mon espace' }).click()
      await expect(card.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible()
      await card.getByLabel('Mot de passe', { exact: true }).fill('secret-nadia-2026')
      await card.getByLabel('Confirmer le mot de passe').fill('secret-nadia-2026')
      await card.getByRole('button', { name: 'Enregistrer et ouvrir mon espace' }).click()

      await page.waitForURL(`**/dashboard?commande=${orderNumber}`)
      const welcome = page.getByRole('status').filter({ hasText: 'Bienvenue dans votre espace client' })
      await expect(welcome).toContainText(`Votre commande ${orderNumber}`)
      await expect(welcome).toContainText('997,00 €')
      await expect(page.getByRole('listitem', { name: `Commande ${orderNumber}` })).toBeVisible()
      await expectNoViolations(page, 'dashboard welcoming the order')
      await page.screenshot({ path: `test-results/screenshots/dashboard-welcome-${viewport.name}.png`, fullPage: true })
      await welcome.getByRole('button', { name: 'Fermer le message de bienvenue' }).click()
      await expect(welcome).toHaveCount(0)
      await expect(page).toHaveURL(/\/dashboard$/)

      // Back on the confirmation page: the code has served; it now asks to log in.
      await page.goto(`/confirmation-commande?session_id=${sessionId}`)
      await expect(page.getByRole('region', { name: 'Votre espace client' }).getByRole('link', { name: 'Me connecter' })).toBeVisible()
    })

    test('a buyer who already had an account logs in from the confirmation page and lands on the welcome', async ({ page, app }) => {
      const email = uniqueEmail('fidele')
      const registered = await page.request.post('/api/register', {
        data: { firstName: 'Samir', lastName: 'Bouzid', email, password: 'deja-client-2026' },
        headers: { Origin: app.server.baseUrl },
      })
      expect(registered.status()).toBe(201)
      await page.context().clearCookies()
      const sessionId = await checkout(page, { name: 'Samir Bouzid', email, dialCode: '+33', phone: '0612345678' })
      await page.getByRole('button', { name: 'Payer 997,00 € (test)' }).click()
      await page.waitForURL(/\/confirmation-commande\?session_id=/)
      const orderNumber = `GS-${sessionId.slice(-8).toUpperCase()}`

      const card = page.getByRole('region', { name: 'Votre espace client' })
      await expect(card.getByText(email)).toBeVisible()
      await card.getByRole('link', { name: 'Me connecter' }).click()
      await expect(page).toHaveURL(/\/login\?next=/)
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Mot de passe').fill('deja-client-2026')
      await page.getByRole('button', { name: /Se connecter/ }).click()
      await page.waitForURL(`**/dashboard?commande=${orderNumber}`)
      await expect(page.getByRole('status').filter({ hasText: 'Bienvenue dans votre espace client' })).toContainText(orderNumber)
    })

    test('a cancelled checkout reopens the funnel at step 2 with the details kept, and a notice', async ({ page }) => {
      const email = uniqueEmail('annule')
      await checkout(page, { name: 'Lina Merabet', email, dialCode: '+213', phone: '0661234567' })
      await page.getByRole('button', { name: 'Annuler le paiement' }).click()

      await page.waitForURL(/\/creer-entreprise/)
      await expect(page.getByText('Étape 2/2')).toBeVisible()
      const notice = page.getByTestId('funnel-resume-notice')
      await expect(notice).toContainText('Paiement annulé')
      await expect(notice).toContainText('Aucun montant n’a été débité')
      await expect(page.getByRole('radio', { name: /Accompagnement complet/ })).toBeChecked()
      // The token has served: the address is clean, a reload starts afresh.
      await expect(page).toHaveURL(/\/creer-entreprise$/)
      await expectNoViolations(page, 'funnel after a cancelled checkout')
      await page.screenshot({ path: `test-results/screenshots/funnel-resumed-${viewport.name}.png`, fullPage: true })

      await page.getByRole('button', { name: /Retour/ }).click()
      await expect(page.getByLabel('Nom complet')).toHaveValue('Lina Merabet')
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
      await expect(page.getByLabel('Indicatif pays')).toHaveValue('+213')
      await expect(page.getByLabel('Numéro WhatsApp')).toHaveValue('06 61 23 45 67')
    })

    test('an unknown resume link says so on step 1', async ({ page }) => {
      await page.goto('/creer-entreprise?reprise=12.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
      await expect(page.getByTestId('funnel-resume-notice')).toContainText('Lien de reprise expiré')
      await expect(page.getByText('Étape 1/2')).toBeVisible()
    })
  })
}
