/**
 * Links keep their way (issue 33, item 6): a page that needs a login brings the founder back to it
 * afterwards, never to another site; the landing page's offer buttons open the funnel with that offer.
 */
import type { Page } from '@playwright/test'
import { expect, test, uniqueEmail, wakeIsland } from './fixtures'

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]

/**
 * `served`: /login was loaded from the server (its form an island to wake); otherwise the client
 * area's own router brought it, where the form is an ordinary component, already alive.
 */
async function logIn(page: Page, email: string, password: string, { served = false } = {}) {
  if (served) await wakeIsland(page, 'login-form')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe').fill(password)
  await page.getByRole('button', { name: /Se connecter/ }).click()
  await expect(page.getByText('Connexion réussie\u202f!', { exact: true })).toBeVisible()
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport })

    test('a link from an email to a project survives the login', async ({ page, app }) => {
      const origin = { Origin: app.server.baseUrl }
      const email = uniqueEmail('retour')
      const registered = await page.request.post('/api/register', {
        data: { firstName: 'Karim', lastName: 'Saadi', email, password: 'secret-123' },
        headers: origin,
      })
      expect(registered.status()).toBe(201)
      const userId = (await registered.json()).user.id as number
      expect((await page.request.post('/api/login', { data: { email, password: 'secret-123' }, headers: origin })).status()).toBe(200)
      const created = await page.request.post(`/api/projects/${userId}`, {
        data: { name: 'SARL Saadi Import', type: 'creation' },
        headers: origin,
      })
      expect(created.status(), await created.text()).toBe(201)
      const projectId = (await created.json()).project.id as number
      await page.context().clearCookies()

      await page.goto(`/project/${projectId}`)
      await expect(page).toHaveURL(`/login?next=%2Fproject%2F${projectId}`)
      await logIn(page, email, 'secret-123')
      await expect(page).toHaveURL(`/project/${projectId}`, { timeout: 10_000 })
      await expect(page.getByRole('heading', { name: 'SARL Saadi Import' })).toBeVisible()
    })

    test('the dashboard’s messages tab survives the login; a foreign next page does not', async ({ page }) => {
      await page.goto('/dashboard?tab=messages')
      await expect(page).toHaveURL('/login?next=%2Fdashboard%3Ftab%3Dmessages')
      await logIn(page, 'client@example.com', 'demo1234')
      await expect(page).toHaveURL('/dashboard?tab=messages', { timeout: 10_000 })
      await expect(page.getByRole('tab', { name: /Messages/, selected: true })).toBeVisible()

      await page.context().clearCookies()
      await page.goto('/login?next=%2F%2Fevil.example%2Fdashboard')
      await logIn(page, 'client@example.com', 'demo1234', { served: true })
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
    })

    test('the landing page’s offer buttons open the funnel with that offer chosen', async ({ page }) => {
      for (const [button, offer, radio] of [
        ['Recevoir le guide gratuit', 'guide', /Guide de création/],
        ['Choisir l’accompagnement complet', 'complet', /Accompagnement complet/],
      ] as const) {
        await page.goto('/')
        await page.locator('#offres').getByRole('link', { name: button }).click()
        await expect(page).toHaveURL(`/creer-entreprise?offre=${offer}`)
        await wakeIsland(page, 'lead-funnel')
        await page.getByLabel('Nom complet').fill('Amina Benali')
        await page.getByLabel('Email', { exact: true }).fill('amina@exemple.dz')
        await page.getByLabel('Numéro WhatsApp').fill('0612345678')
        await page.getByRole('button', { name: 'Suivant' }).click()
        await expect(page.getByText('Étape 2/2')).toBeVisible()
        await expect(page.getByRole('radio', { name: radio })).toBeChecked()
      }
    })
  })
}
