/**
 * A held invoice corrected from /admin/payments (issue 34 item 1), at a phone and a desktop
 * width: « Corriger » opens the dialog, the buyer is checked as the server checks it, and the
 * payment then lists the credit note and the new invoice. Screenshots kept in test-results/.
 */
import { checkoutRequest } from '../helpers/funnel'
import { expect, test, uniqueEmail } from './fixtures'

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`staff correct a held invoice: a credit note and a new invoice (${viewport.name})`, async ({ page, app }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    const baseURL = app.server.baseUrl
    const buyer = `Lamia Correction ${viewport.name}`
    const { body } = checkoutRequest({ nomComplet: buyer, email: uniqueEmail('correction') })
    const opened = await page.request.post(`${baseURL}/api/create-payment-session`, { data: body, headers: { Origin: baseURL } })
    const sessionId = new URL(((await opened.json()) as { url: string }).url).pathname.split('/').pop()!
    expect((await page.request.post(`${baseURL}/api/test-checkout/${sessionId}/pay`, { headers: { Origin: baseURL } })).status()).toBe(200)
    expect((await page.request.post(`${baseURL}/api/admin/login`, { data: { adminKey: app.server.adminKey } })).status()).toBe(200)

    await page.goto('/admin/payments?status=completed')
    const entry = (viewport.name === 'desktop' ? page.getByRole('row') : page.getByRole('listitem')).filter({ hasText: buyer }).first()
    const invoiceLink = entry.getByRole('link', { name: /^Facture F-\d{4}-\d{6}$/ })
    const invoice = ((await invoiceLink.textContent()) ?? '').replace('Facture ', '')
    await entry.getByRole('button', { name: `Corriger la facture ${invoice}` }).click()
    const dialog = page.getByRole('alertdialog', { name: `Corriger la facture ${invoice}` })
    await expect(dialog.getByRole('textbox', { name: 'Nom de l’acheteur' })).toHaveValue(buyer)
    await dialog.getByRole('textbox', { name: 'Nom de l’acheteur' }).fill('L')
    await dialog.getByRole('button', { name: 'Émettre l’avoir et la facture corrigée' }).click()
    await expect(dialog.getByText('Indiquez le nom à faire figurer sur la facture.')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Nom de l’acheteur' }).fill(buyer)
    await dialog.getByRole('textbox', { name: 'Société (facultatif)' }).fill('SARL Lamia Conseil')
    await page.screenshot({ path: `test-results/invoice-correction-dialog-${viewport.width}.png` })
    await dialog.getByRole('button', { name: 'Émettre l’avoir et la facture corrigée' }).click()

    await expect(page.getByText('Facture corrigée', { exact: true })).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(entry.getByRole('link', { name: /^Avoir A-\d{4}-\d{6} \(997,00\s€\)$/ })).toBeVisible()
    await expect(entry.getByRole('link', { name: /^Facture F-\d{4}-\d{6}$/ })).toHaveCount(2)
    // Corrected once: the payment now has a credit note, so no further « Corriger ».
    await expect(entry.getByRole('button', { name: /^Corriger la facture/ })).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await page.screenshot({ path: `test-results/invoice-correction-list-${viewport.width}.png`, fullPage: true })
  })
}
