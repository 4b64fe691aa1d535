/**
 * /admin/requests tells a paid order from an abandoned one (issue 33, item 5): each request that
 * went to a checkout carries its payment's status as a badge.
 */
import { checkoutRequest } from '../helpers/funnel'
import { expect, test, uniqueEmail } from './fixtures'

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`service requests show whether they were paid, at ${viewport.name} width`, async ({ page, app }) => {
    await page.setViewportSize(viewport)
    const origin = { Origin: app.server.baseUrl }
    /** A checkout from the funnel for this buyer; its session id (the local provider's /paiement-test/{id}). */
    const checkout = async (nomComplet: string) => {
      const opened = await page.request.post('/api/create-payment-session', {
        data: checkoutRequest({ nomComplet, email: uniqueEmail('demande') }).body,
        headers: origin,
      })
      expect(opened.status(), await opened.text()).toBe(200)
      return new URL(((await opened.json()) as { url: string }).url).pathname.split('/').pop()!
    }
    const paid = `Inès Paye ${viewport.name}`
    const cancelled = `Omar Annule ${viewport.name}`
    expect((await page.request.post(`/api/test-checkout/${await checkout(paid)}/pay`, { data: {}, headers: origin })).status()).toBe(200)
    expect(
      (await page.request.post(`/api/test-checkout/${await checkout(cancelled)}/cancel`, { data: {}, headers: origin })).status(),
    ).toBe(200)

    expect((await page.request.post('/api/admin/login', { headers: origin, data: { adminKey: app.server.adminKey } })).status()).toBe(200)
    await page.goto('/admin/requests')
    const card = (name: string) => page.getByRole('listitem', { name })
    await expect(card(paid).getByText('Payé', { exact: true })).toBeVisible()
    await expect(card(cancelled).getByText('Annulé', { exact: true })).toBeVisible()
    await expect(card(paid).getByText('Service Premium')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
  })
}
