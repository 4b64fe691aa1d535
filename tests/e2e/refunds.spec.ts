/**
 * A refund from /admin/payments in a real browser, at a phone width and a desktop width (issue 34
 * item 3): the paid order shows its invoice, « Rembourser » opens a confirmation dialog (amount
 * prefilled with the remainder, reason required, what will happen), the client-side checks, a
 * partial refund, the list showing the refunded amount and the credit note, a refusal from the
 * server told inside the dialog, Escape. Screenshots are kept in test-results/ to be looked at.
 */
import type { Page } from '@playwright/test'
import type { AdminPaymentsResponse } from '@/contract/admin-payments'
import { checkoutRequest } from '../helpers/funnel'
import { expect, test, uniqueEmail } from './fixtures'

/** A paid order of the full offer through the local test checkout (its invoice issued). */
async function paidOrder(page: Page, baseURL: string, buyer: string) {
  const { body } = checkoutRequest({ nomComplet: buyer, email: uniqueEmail('refund') })
  const opened = await page.request.post(`${baseURL}/api/create-payment-session`, { data: body, headers: { Origin: baseURL } })
  expect(opened.status()).toBe(200)
  const sessionId = new URL(((await opened.json()) as { url: string }).url).pathname.split('/').pop()!
  const paid = await page.request.post(`${baseURL}/api/test-checkout/${sessionId}/pay`, { headers: { Origin: baseURL } })
  expect(paid.status()).toBe(200)
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`refunds from /admin/payments (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a partial refund through the dialog, then a refusal from the server told in the dialog', async ({ page, app }) => {
      const baseURL = app.server.baseUrl
      const buyer = `Salima Remboursée ${viewport.name}`
      await paidOrder(page, baseURL, buyer)
      expect((await page.request.post(`${baseURL}/api/admin/login`, { data: { adminKey: app.server.adminKey } })).status()).toBe(200)

      await page.goto('/admin/payments?status=completed')
      const entry = (viewport.name === 'desktop' ? page.getByRole('row') : page.getByRole('listitem')).filter({ hasText: buyer })
      await expect(entry.getByRole('link', { name: /^Facture F-\d{4}-\d{6}$/ })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Exporter le journal des factures' })).toHaveAttribute(
        'href',
        '/api/admin/invoices/export.csv',
      )

      // Playwright reads accessible names with their no-break spaces as spaces: '\s' in the patterns.
      // The dialog: the remainder prefilled, what will happen, the checks before sending.
      const open = entry.getByRole('button', { name: new RegExp(`^Rembourser\\s: 997,00\\s€, ${buyer}$`) })
      await open.click()
      const dialog = page.getByRole('alertdialog', { name: 'Rembourser ce paiement' })
      const amount = dialog.getByRole('textbox', { name: 'Montant à rembourser (EUR)' })
      await expect(amount).toHaveValue('997,00')
      await expect(amount).toBeFocused()
      await expect(dialog.getByText(/^Paiement de test\s: le remboursement est enregistré aussitôt/)).toBeVisible()
      await expect(
        dialog.getByText(
          'Le paiement passera au statut «\u00a0Remboursé\u00a0» et la démarche qu’il a ouverte sera annulée (sauf si elle est déjà terminée).',
        ),
      ).toBeVisible()
      await dialog.getByRole('button', { name: 'Rembourser' }).click()
      await expect(dialog.getByText('Indiquez le motif du remboursement.')).toBeVisible()
      await amount.fill('2000')
      await dialog.getByRole('textbox', { name: 'Motif du remboursement' }).fill('Geste commercial : rendez-vous notaire reporté')
      await dialog.getByRole('button', { name: 'Rembourser' }).click()
      await expect(dialog.getByText('Au plus 997,00\u00a0€, ce qui reste à rembourser.')).toBeVisible()
      await amount.fill('200,50')
      await expect(dialog.getByText('Le paiement restera «\u00a0Payé\u00a0», avec le montant remboursé indiqué.')).toBeVisible()
      await page.screenshot({ path: `test-results/refund-dialog-${viewport.width}.png` })
      await dialog.getByRole('button', { name: 'Rembourser' }).click()

      // Done: a toast, the dialog closed, the list read again with the refund and its credit note.
      await expect(page.getByText('Remboursement enregistré', { exact: true })).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(entry.getByText('Remboursé\u00a0: 200,50\u00a0€')).toBeVisible()
      await expect(entry.getByRole('link', { name: /^Avoir A-\d{4}-\d{6} \(200,50\s€\)$/ })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await page.screenshot({ path: `test-results/refund-list-${viewport.width}.png`, fullPage: true })

      // Escape closes the dialog and gives the focus back to its button.
      await open.click()
      await expect(dialog.getByRole('textbox', { name: 'Montant à rembourser (EUR)' })).toHaveValue('796,50')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(open).toBeFocused()

      // Refunded meanwhile elsewhere (another tab): the server's refusal is told inside the dialog.
      await open.click()
      await dialog.getByRole('textbox', { name: 'Motif du remboursement' }).fill('Le reste')
      const listed = (await (
        await page.request.get(`${baseURL}/api/admin/payments?status=completed&limit=100`)
      ).json()) as AdminPaymentsResponse
      const paymentId = listed.payments.find((payment) => payment.customer?.nomComplet === buyer)!.id
      const elsewhere = await page.request.post(`${baseURL}/api/admin/payments/${paymentId}/refund`, {
        data: { reason: 'Depuis un autre onglet' },
        headers: { Origin: baseURL },
      })
      expect(elsewhere.status()).toBe(200)
      await dialog.getByRole('button', { name: 'Rembourser' }).click()
      await expect(dialog.getByRole('alert').filter({ hasText: 'Ce paiement est déjà entièrement remboursé.' })).toBeVisible()
      await page.screenshot({ path: `test-results/refund-refused-${viewport.width}.png` })
      await dialog.getByRole('button', { name: 'Annuler' }).click()
      await page.goto('/admin/payments?status=refunded')
      await expect(entry.getByText('Remboursé', { exact: true })).toBeVisible()
      await expect(entry.getByRole('link', { name: /^Avoir A-/ })).toHaveCount(2)
      await expect(entry.getByRole('button', { name: /^Rembourser/ })).toHaveCount(0)
    })
  })
}

test('a refund made by staff reaches the client: the credit note under « Mes factures », and its email', async ({ page, browser, app }) => {
  const baseURL = app.server.baseUrl
  // The founder: an account, a paid order, logged in on its own browser context.
  const email = uniqueEmail('avoir')
  const password = 'motdepasse-solide'
  const client = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.77' },
  })
  const founder = await client.newPage()
  expect(
    (
      await founder.request.post('/api/register', {
        data: { firstName: 'Yacine', lastName: 'Merabet', email, password },
        headers: { Origin: baseURL },
      })
    ).status(),
  ).toBe(201)
  const { body } = checkoutRequest({ nomComplet: 'Yacine Merabet', email })
  const opened = await founder.request.post('/api/create-payment-session', { data: body, headers: { Origin: baseURL } })
  const sessionId = new URL(((await opened.json()) as { url: string }).url).pathname.split('/').pop()!
  expect((await founder.request.post(`/api/test-checkout/${sessionId}/pay`, { headers: { Origin: baseURL } })).status()).toBe(200)
  await founder.goto('/login')
  await founder.getByLabel('Email').fill(email)
  await founder.getByLabel('Mot de passe').fill(password)
  await founder.getByRole('button', { name: /Se connecter/ }).click()
  await expect(founder).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
  const invoices = founder.getByRole('region', { name: 'Mes factures' })
  await expect(invoices.getByRole('listitem', { name: /^Facture F-\d{4}-\d{6}$/ })).toBeVisible()
  await expect(invoices.getByRole('listitem', { name: /^Avoir / })).toHaveCount(0)

  // Staff refund it in full from /admin/payments.
  expect((await page.request.post(`${baseURL}/api/admin/login`, { data: { adminKey: app.server.adminKey } })).status()).toBe(200)
  await page.goto('/admin/payments?status=completed')
  const entry = page.getByRole('row').filter({ hasText: 'Yacine Merabet' })
  await entry.getByRole('button', { name: /^Rembourser/ }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Rembourser ce paiement' })
  await dialog.getByRole('textbox', { name: 'Motif du remboursement' }).fill('Garantie 30 jours : le client renonce au projet')
  await dialog.getByRole('button', { name: 'Rembourser' }).click()
  await expect(page.getByText('Remboursement enregistré', { exact: true })).toBeVisible()
  // Refunded in full, it leaves the list of paid payments; the toast names its credit note.
  const toast = page.getByText(/^Avoir A-\d{4}-\d{6} émis et envoyé au client par email\.$/)
  const creditNote = (await toast.textContent())!.match(/A-\d{4}-\d{6}/)![0]
  await page.goto('/admin/payments?status=refunded')
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Yacine Merabet' })
      .getByRole('link', { name: new RegExp(`^Avoir ${creditNote}`) }),
  ).toBeVisible()

  // The founder sees it at the next visit of the client area, with its PDF.
  await founder.reload()
  const note = invoices.getByRole('listitem', { name: `Avoir ${creditNote}` })
  await expect(note).toBeVisible()
  await expect(note.getByText('−997,00 €')).toBeVisible()
  await expect(note.getByText(/^Rembourse la facture F-\d{4}-\d{6}$/)).toBeVisible()
  const downloading = founder.waitForEvent('download')
  await note.getByRole('link', { name: /Télécharger/ }).click()
  expect((await downloading).suggestedFilename()).toBe(`avoir-${creditNote}.pdf`)
  await founder.screenshot({ path: 'test-results/refund-client-390.png', fullPage: true })

  // And by email: the credit note and the invoice it corrects, attached.
  const mail = await app.smtp.waitForMail((m) => m.to.includes(email) && m.subject.includes(creditNote))
  expect(mail.attachments.map((attachment) => attachment.filename).sort()).toEqual([
    expect.stringMatching(/^avoir-A-/),
    expect.stringMatching(/^facture-F-/),
  ])
  await client.close()
})
