/**
 * The funnel's two endings through the real server: the free guide (lead stored, email with
 * its PDF, back home after 2 s) and the full offer through the local test checkout to the
 * confirmation page, then the new client's set-password email, the account and its project.
 */
import type { Page } from '@playwright/test'
import { expect, test, uniqueEmail, wakeIsland } from './fixtures'

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]

async function fillContact(page: Page, contact: { name: string; email: string; dialCode: string; phone: string }) {
  await page.goto('/creer-entreprise')
  await wakeIsland(page, 'lead-funnel')
  await page.getByLabel('Nom complet').fill(contact.name)
  await page.getByLabel('Email', { exact: true }).fill(contact.email)
  await page.getByLabel('Indicatif pays').selectOption(contact.dialCode)
  await page.getByLabel('Numéro WhatsApp').fill(contact.phone)
  await page.getByRole('button', { name: 'Suivant' }).click()
  await expect(page.getByText('Étape 2/2')).toBeVisible()
}

for (const viewport of VIEWPORTS) {
  test.describe(`funnel endings at ${viewport.name} width`, () => {
    test.use({ viewport })

    test('the free guide: request stored, guide emailed with its PDF, back to the home page', async ({ page, app }) => {
      const email = uniqueEmail('guide')
      await fillContact(page, { name: 'Amina Benali', email, dialCode: '+213', phone: '0550123456' })
      await page.getByRole('radio', { name: /Guide de création/ }).check()
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/save-lead'))
      await page.getByRole('button', { name: 'Finaliser' }).click()
      expect((await saved).status()).toBe(201)
      await expect(page.getByText('Votre guide est en route')).toBeVisible()
      await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 })

      const mail = await app.smtp.waitForMail((m) => m.to.includes(email), 20_000)
      expect(mail.text).toContain('Amina')
      expect(mail.attachments.map((file) => file.contentType)).toEqual(['application/pdf'])
    })

    test('the full offer: test checkout, confirmation with its order number, password chosen from the email, project in the account', async ({
      page,
      app,
    }) => {
      const email = uniqueEmail('acheteur')
      await fillContact(page, { name: 'Karim Haddad', email, dialCode: '+1', phone: '5145550123' })
      await page.getByRole('radio', { name: /Accompagnement complet/ }).check()
      await page.locator('#funnel-cgv').check()
      await page.locator('#funnel-demarrage').check()
      await page.getByRole('button', { name: 'Finaliser' }).click()

      // The local test checkout says plainly that nothing real is paid.
      await page.waitForURL(/\/paiement-test\/cs_local_/, { timeout: 10_000 })
      const sessionId = new URL(page.url()).pathname.split('/').pop()!
      await expect(page.getByText(/aucun paiement réel/).first()).toBeVisible()
      await expect(page.locator('[data-island="test-checkout"]')).toHaveAttribute('data-island-hydrated', 'true')
      await page.getByRole('button', { name: 'Payer 997,00 € (test)' }).click()

      await page.waitForURL(/\/confirmation-commande\?session_id=/)
      const orderNumber = `GS-${sessionId.slice(-8).toUpperCase()}`
      const summary = page.getByRole('region', { name: 'Récapitulatif de votre commande' })
      await expect(summary.getByText(orderNumber)).toBeVisible()
      await expect(summary.getByText('997,00 €')).toBeVisible()
      await expect(summary.getByText(email)).toBeVisible()

      const confirmation = await app.smtp.waitForMail((m) => m.to.includes(email) && m.subject.includes(orderNumber), 20_000)
      // The receipt (the spec's « Reçu ») and the invoice (issue 34).
      expect(confirmation.attachments.map((file) => [file.contentType, file.filename.replace(/-[A-Z0-9-]+\.pdf$/, '')])).toEqual([
        ['application/pdf', 'recu'],
        ['application/pdf', 'facture'],
      ])
      const setPassword = await app.smtp.waitForMail((m) => m.to.includes(email) && m.links.some((link) => link.includes('token=')), 20_000)
      const link = new URL(setPassword.links.find((l) => l.includes('token='))!)
      await page.goto(`${link.pathname}${link.search}`)
      await page.getByLabel('Nouveau mot de passe').fill('mon-secret-2026')
      await page.getByLabel('Confirmer le mot de passe').fill('mon-secret-2026')
      await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click()
      await expect(page.getByText('Mot de passe réinitialisé\u202f!')).toBeVisible()

      await page.goto('/login')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Mot de passe').fill('mon-secret-2026')
      await page.getByRole('button', { name: /Se connecter/ }).click()
      await expect(page).toHaveURL(/\/dashboard/, { timeout: 10_000 })
      await expect(page.getByText(/Karim/).first()).toBeVisible()
      // The client area lists projects once its issue lands; the API already answers them.
      const projects = await page.request.get('/api/projects')
      expect(await projects.json()).toMatchObject({ total: 1, projects: [{ type: 'creation', status: 'pending' }] })

      // « Mes commandes »: the order just paid, and its receipt to download.
      await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible()
      const order = page.getByRole('listitem', { name: `Commande ${orderNumber}` })
      await expect(order.getByText('Payé', { exact: true })).toBeVisible()
      await expect(order.getByText('997,00 €')).toBeVisible()
      const [receipt] = await Promise.all([page.waitForEvent('download'), order.getByRole('link', { name: 'Télécharger le reçu' }).click()])
      expect(receipt.suggestedFilename()).toBe(`recu-${orderNumber}.pdf`)
    })
  })
}
