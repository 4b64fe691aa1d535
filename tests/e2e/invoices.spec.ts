/**
 * The client's invoices (issue 34) in Chromium: a founder who paid finds the invoice under
 * « Mes commandes », adds the company's name and address once, downloads the PDF, and the
 * invoice is final. Axe-checked at phone and desktop widths.
 */
import { type Page } from '@playwright/test'
import { checkoutRequest } from '../helpers/funnel'
import { apiContext, expect, test, uniqueEmail } from './fixtures'
import { expectNoViolations } from './accessibility-check'

const PASSWORD = 'motdepasse-solide'

/** A client who paid the full offer (local test checkout), logged in on the page. */
async function paidClient(page: Page, baseURL: string) {
  const email = uniqueEmail('facture')
  const api = await apiContext(baseURL)
  expect((await api.post('/api/register', { data: { firstName: 'Nadia', lastName: 'Ferhat', email, password: PASSWORD } })).status()).toBe(
    201,
  )
  const opened = await api.post('/api/create-payment-session', { data: checkoutRequest({ email, nomComplet: 'نادية فرحات' }).body })
  expect(opened.status()).toBe(200)
  const sessionId = new URL((await opened.json()).url).pathname.split('/').pop()!
  expect((await api.post(`/api/test-checkout/${sessionId}/pay`, { data: {} })).status()).toBe(200)
  await api.dispose()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe').fill(PASSWORD)
  await page.getByRole('button', { name: /Se connecter/ }).click()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`invoices (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('the founder completes the invoice once, downloads it, and it is final', async ({ page, baseURL }) => {
      await paidClient(page, baseURL!)
      const section = page.getByRole('region', { name: 'Mes factures' })
      const invoice = section.getByRole('listitem', { name: /^Facture F-\d{4}-\d{6}$/ })
      await expect(invoice).toBeVisible()
      await expect(invoice.getByText('997,00 €')).toBeVisible()
      await expect(invoice.getByText(/c’est possible une seule fois/)).toBeVisible()
      await invoice.getByRole('button', { name: 'Compléter la facture' }).click()
      await expect(invoice.getByLabel('Nom de l’acheteur')).toHaveValue('نادية فرحات')
      await expectNoViolations(page, 'invoice form')
      await invoice.getByLabel('Nom de l’acheteur').fill('K')
      await invoice.getByRole('button', { name: 'Enregistrer la facture' }).click()
      await expect(invoice.getByText('Indiquez le nom à faire figurer sur la facture.')).toBeVisible()
      await invoice.getByLabel('Nom de l’acheteur').fill('Nadia Ferhat')
      await invoice.getByLabel('Société (facultatif)').fill('SARL Atlas Conseil')
      await invoice.getByLabel('Adresse (facultatif)').fill('3 rue Didouche Mourad\n16000 Alger')
      await page.screenshot({ path: `test-results/screenshots/invoices-form-${viewport.name}.png`, fullPage: true })
      await invoice.getByRole('button', { name: 'Enregistrer la facture' }).click()
      await expect(invoice.getByRole('button', { name: 'Compléter la facture' })).toHaveCount(0)
      await expect(invoice.getByText(/c’est possible une seule fois/)).toHaveCount(0)

      const downloading = page.waitForEvent('download')
      await invoice.getByRole('link', { name: /Télécharger/ }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(/^facture-F-\d{4}-\d{6}\.pdf$/)
      await expectNoViolations(page, 'invoices')
      await section.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `test-results/screenshots/invoices-${viewport.name}.png`, fullPage: true })
    })
  })
}
