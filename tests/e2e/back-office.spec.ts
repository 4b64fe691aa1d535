/**
 * The back-office in a real browser, at a phone width and a desktop width: the key (wrong,
 * then right), a message to a client that lands in the client's inbox, a step completed that
 * moves the client's progress, a payment marked paid that moves the total, the CSV export.
 */
import fs from 'node:fs'
import { type APIRequestContext } from '@playwright/test'
import type { ApiProject } from '@/contract/projects'
import { checkoutRequest } from '../helpers/funnel'
import { apiContext, expect, test, uniqueEmail } from './fixtures'

async function httpClient(baseURL: string): Promise<APIRequestContext> {
  return apiContext(baseURL)
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`back-office (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('key login, a message to a client, a step completed, a payment marked paid, the CSV export', async ({ page, app }) => {
      const baseURL = app.server.baseUrl
      // A client with a project, and a pending order from the funnel.
      const client = await httpClient(baseURL)
      const email = uniqueEmail('bo')
      const lastName = `Kaci${viewport.name === 'phone' ? 'Mobile' : 'Bureau'}`
      const registered = await client.post('/api/register', { data: { firstName: 'Rania', lastName, email, password: 'secret-bo-1' } })
      const { user } = await registered.json()
      expect((await client.post('/api/login', { data: { email, password: 'secret-bo-1' } })).status()).toBe(200)
      const created = await client.post(`/api/projects/${user.id}`, { data: { name: `Création SARL ${lastName}`, type: 'creation' } })
      const { project } = (await created.json()) as { project: ApiProject }
      const buyer = `Yanis ${lastName}`
      const { body } = checkoutRequest({ nomComplet: buyer, email: uniqueEmail('buyer') })
      expect((await client.post('/api/create-payment-session', { data: body })).status()).toBe(200)

      // The key: refused, then accepted.
      await page.goto('/admin')
      await page.getByLabel('Clé d’administration').fill('pas-la-bonne-cle')
      await page.getByRole('button', { name: /Accéder|Se connecter|Connexion/ }).click()
      await expect(page.getByText('Accès refusé', { exact: true })).toBeVisible()
      await page.getByLabel('Clé d’administration').fill(app.server.adminKey)
      await page.getByRole('button', { name: /Accéder|Se connecter|Connexion/ }).click()
      await expect(page.getByText('Accès autorisé', { exact: true })).toBeVisible()

      // A message to the client, found by search; it lands in the client's inbox.
      await page.goto('/admin/messages')
      await page.getByLabel('Rechercher un utilisateur').fill(email)
      await page.getByRole('button', { name: new RegExp(`Rania ${lastName}`) }).click()
      await page.getByRole('button', { name: 'Nouveau message' }).click()
      await page.getByRole('textbox', { name: 'Sujet' }).fill('Votre rendez-vous chez le notaire')
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Bonjour Rania,\nLe rendez-vous est fixé à jeudi 10 h.')
      await page.getByRole('button', { name: 'Envoyer', exact: true }).click()
      await expect(page.getByText('Message envoyé', { exact: true })).toBeVisible()
      const inbox = await (await client.get(`/api/messages/${user.id}`)).json()
      expect(inbox.messages[0]).toMatchObject({ subject: 'Votre rendez-vous chez le notaire', fromAdmin: true, isRead: false })

      // A step completed: the client's progress moves.
      await page.goto(`/admin/project/${project.id}`)
      await page
        .getByRole('button', { name: /Modifier/ })
        .first()
        .click()
      const dialog = page.getByRole('dialog', { name: 'Modifier l’étape' })
      await dialog.getByLabel('Statut').selectOption('completed')
      await dialog.getByLabel('Notes').fill('Demande analysée : dossier complet.')
      await dialog.getByRole('button', { name: 'Enregistrer' }).click()
      await expect(page.getByText('Étape mise à jour', { exact: true })).toBeVisible()
      const seen = (await (await client.get(`/api/project/${project.id}`)).json()) as { project: ApiProject }
      expect(seen.project.steps.completed).toBe(1)
      expect(seen.project.progress).toBeGreaterThan(0)

      // From a searched list to the project and back: the search is kept.
      await page.goto(`/admin/projects?q=${lastName}`)
      await page.getByRole('link', { name: `Gérer le projet «\u00a0Création SARL ${lastName}\u00a0»` }).click()
      await expect(page).toHaveURL(new RegExp(`/admin/project/${project.id}$`))
      await page.getByRole('link', { name: 'Retour aux projets' }).first().click()
      await expect(page).toHaveURL(new RegExp(`/admin/projects\\?q=${lastName}$`))
      await expect(page.getByLabel('Rechercher')).toHaveValue(lastName)

      // A payment marked paid: the total of received payments moves.
      await page.goto('/admin/payments?status=pending')
      const total = page.getByText(/Total des paiements reçus/).locator('..')
      const before = await total.innerText()
      await page.getByRole('button', { name: new RegExp(`Marquer comme payé : .*${buyer}`) }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Marquer comme payé' }).click()
      await expect(page.getByText('Paiement mis à jour', { exact: true })).toBeVisible()
      await expect.poll(async () => total.innerText()).not.toBe(before)

      // The CSV of every payment, for French Excel.
      await page.goto('/admin/payments')
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Exporter en CSV/ }).click()])
      const csv = fs.readFileSync((await download.path())!, 'utf8')
      expect(csv.charCodeAt(0)).toBe(0xfeff)
      expect(csv).toContain(buyer)
      expect(csv).toContain('997,00')
      await client.dispose()
    })
  })
}
