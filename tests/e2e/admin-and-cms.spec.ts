import { DEMO_EDITOR_EMAIL, demoEditorPassword } from '../helpers/editor-accounts'
import { expect, test } from './fixtures'

test('/admin refuses a wrong key, then opens with the right one, and logs out', async ({ page, app }) => {
  await page.goto('/admin')
  const keyField = page.getByLabel('Clé d’administration')
  await keyField.fill('pas-la-bonne-cle')
  await page.getByRole('button', { name: /Se connecter|Accéder/ }).click()
  await expect(page.getByText('Accès refusé', { exact: true })).toBeVisible()
  await expect(page.getByText('Clé d’administration incorrecte', { exact: true })).toBeVisible()

  await keyField.fill(app.server.adminKey)
  await page.getByRole('button', { name: /Se connecter|Accéder/ }).click()
  await expect(page.getByText('Accès autorisé', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: /Projets/ }).first()).toBeVisible()
  await expect(page.getByText(/1\.0\.0/)).toBeVisible()

  // The session survives a reload (cookie), then ends at logout.
  await page.reload()
  await expect(page.getByRole('button', { name: /Déconnexion|Se déconnecter/ })).toBeVisible()
  await page.getByRole('button', { name: /Déconnexion|Se déconnecter/ }).click()
  await expect(page.getByLabel('Clé d’administration')).toBeVisible()
})

test('Payload admin login page renders at /cms', async ({ page }) => {
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/cms\/login/)
  await expect(page.locator('input[name="email"]')).toBeVisible()
  await expect(page.locator('input[name="password"]')).toBeVisible()
})

test('an editor signs into /cms through its form and finds the blog only', async ({ page, app }) => {
  await page.goto('/cms/login')
  await page.locator('input[name="email"]').fill(DEMO_EDITOR_EMAIL)
  await page.locator('input[name="password"]').fill(demoEditorPassword(app.server))
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/cms\/?$/)
  const nav = page.locator('nav')
  await expect(nav.getByText('Articles', { exact: false }).first()).toBeVisible()
  for (const hidden of ['Clients', 'Paiements', 'Documents', 'Prospects'])
    await expect(nav.getByText(hidden, { exact: true })).toHaveCount(0)
  await page.screenshot({ path: 'test-results/cms-editor-dashboard.png', fullPage: true })
  // A collection an editor may not see: Payload's admin says so, the API refused it.
  const clients = await page.request.get('/cms-api/users')
  expect(clients.status()).toBe(403)
})

test('an unknown path shows the English 404 page with a 404 status', async ({ page }) => {
  const response = await page.goto('/cette-page-nexiste-pas')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: /Go back home/i }).click()
  await expect(page).toHaveURL(/\/$/)
})
