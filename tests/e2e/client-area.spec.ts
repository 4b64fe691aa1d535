/**
 * The client area in a real browser, at a phone width and a desktop width: a client logs in,
 * opens a procedure, follows it, reads support's message (sent through /api with the
 * back-office session) as a conversation, which it answers in place, and gets the email
 * notice. Another client cannot open the first one's project.
 */
import { type APIRequestContext, type Page } from '@playwright/test'
import { DEFAULT_STEPS } from '@/contract/projects'
import { apiContext, expect, test, uniqueEmail } from './fixtures'

const PASSWORD = 'secret-espace-1'

/** A browser-less HTTP client with its own cookie jar, like a script. */
async function httpClient(baseURL: string): Promise<APIRequestContext> {
  return apiContext(baseURL)
}

async function registerAndLogIn(page: Page, baseURL: string, firstName: string, lastName: string) {
  const email = uniqueEmail(firstName.toLowerCase())
  const api = await httpClient(baseURL)
  const registered = await api.post('/api/register', { data: { firstName, lastName, email, password: PASSWORD } })
  expect(registered.status()).toBe(201)
  const { user } = await registered.json()
  await api.dispose()
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe').fill(PASSWORD)
  await page.getByRole('button', { name: /Se connecter/ }).click()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
  return { id: user.id as number, email }
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`client area (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('create a project, follow it, read and answer support, get the notice; nobody else sees it', async ({ page, app, browser }) => {
      const baseURL = app.server.baseUrl
      const client = await registerAndLogIn(page, baseURL, 'Samira', 'Benyahia')

      // Empty client area: the spec's empty states.
      await expect(page.getByRole('heading', { name: 'Espace Client' })).toBeVisible()
      await expect(page.getByText('Bienvenue, Samira\u202f!')).toBeVisible()
      await page.getByRole('tab', { name: 'Mes démarches' }).click()
      await expect(page.getByText('Vous n’avez aucune démarche en cours pour le moment.')).toBeVisible()
      await page.getByRole('link', { name: 'Commencer une démarche' }).click()

      // New project: the type fills the name; created pending with its steps.
      await expect(page).toHaveURL(/\/new-project$/)
      await page.getByRole('button', { name: /Créer le projet/ }).click()
      await expect(page.getByText('Veuillez sélectionner un type de projet')).toBeVisible()
      await page.getByLabel(/Type de démarche/).selectOption('creation')
      await expect(page.getByLabel(/Nom du projet/)).toHaveValue('Création d’entreprise - Samira Benyahia')
      await page.getByLabel(/Description/).fill('SARL de négoce à Oran, deux associés.')
      await page.getByRole('button', { name: /Créer le projet/ }).click()
      await expect(page.getByText('Projet créé avec succès', { exact: true })).toBeVisible()
      await expect(page).toHaveURL(/\/dashboard$/)

      await page.getByRole('tab', { name: 'Mes démarches' }).click()
      const projectLink = page.getByRole('link', { name: 'Création d’entreprise - Samira Benyahia' })
      await expect(projectLink).toBeVisible()
      await projectLink.click()
      await expect(page).toHaveURL(/\/project\/\d+$/)
      const projectId = Number(new URL(page.url()).pathname.split('/').pop())
      await expect(page.getByRole('heading', { name: 'Création d’entreprise - Samira Benyahia' })).toBeVisible()
      await expect(page.getByText('SARL de négoce à Oran, deux associés.')).toBeVisible()
      await expect(page.getByText('En attente').first()).toBeVisible()
      const steps = page.getByRole('list', { name: /Étapes/ }).getByRole('listitem')
      await expect(steps).toHaveCount(DEFAULT_STEPS.creation.length)
      await expect(steps.first()).toContainText(DEFAULT_STEPS.creation[0])

      // Support writes, linked to the project (the back-office session, through /api).
      const admin = await httpClient(baseURL)
      expect((await admin.post('/api/admin/login', { data: { adminKey: app.server.adminKey } })).status()).toBe(200)
      const sent = await admin.post(`/api/messages/${client.id}`, {
        data: {
          subject: 'Pièces à fournir',
          content: 'Bonjour Samira,\nMerci de nous envoyer la copie de votre pièce d’identité.\n<script>alert(1)</script>',
          fromAdmin: true,
          projectId,
        },
      })
      expect(sent.status()).toBe(201)
      await admin.dispose()

      // The help card leads to the inbox, where support's message waits as a conversation.
      await page.getByRole('link', { name: /Écrire à mon conseiller/ }).click()
      await expect(page).toHaveURL(/\/dashboard\?tab=messages$/)
      const conversation = page.getByRole('button', { name: /Pièces à fournir/ })
      await conversation.click()
      const reader = page.getByRole('article', { name: 'Pièces à fournir' })
      // Opened, it is read: the overview's count of new messages is gone.
      await expect(page.getByText('1 nouveau', { exact: true })).toBeHidden()
      await expect(conversation.getByText(/^1\smessage$/)).toBeVisible()
      // Text, never HTML: the tag is shown as typed.
      await expect(reader).toContainText('<script>alert(1)</script>')
      await expect(reader.locator('script')).toHaveCount(0)
      await expect(reader.getByText('Message lié à un projet')).toBeVisible()
      await expect(reader.getByText('Équipe', { exact: true })).toBeVisible()

      // The answer joins the same conversation (its project kept): no « Re : » conversation of its own.
      await reader.getByLabel('Votre réponse').fill('Bonjour, je vous envoie ma pièce d’identité dès ce soir.')
      await reader.getByRole('button', { name: 'Envoyer' }).click()
      await expect(page.getByText('Message envoyé', { exact: true })).toBeVisible()
      await expect(reader.getByText('Vous', { exact: true })).toBeVisible()
      await expect(reader.getByText('Non lu')).toHaveCount(0)
      await expect(conversation.getByText(/^2\smessages$/)).toBeVisible()
      await expect(page.getByRole('button', { name: /Re\s: Pièces à fournir/ })).toHaveCount(0)
      await page.screenshot({ path: `test-results/client-conversation-${viewport.width}.png`, fullPage: true })

      const notice = await app.smtp.waitForMail((mail) => mail.to.includes(client.email) && mail.subject.includes('Nouveau message'))
      expect(notice.links).toContain(`${baseURL}/dashboard?tab=messages`)
      expect(notice.text).not.toContain('pièce d’identité')

      // Another client, in its own browser, gets 'Projet non trouvé' for that URL.
      const otherContext = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })
      const otherPage = await otherContext.newPage()
      await registerAndLogIn(otherPage, baseURL, 'Nabil', 'Ferhat')
      await otherPage.goto(`/project/${projectId}`)
      await expect(otherPage.getByText('Projet non trouvé')).toBeVisible()
      await expect(otherPage.getByText('Samira')).toHaveCount(0)
      await otherContext.close()
    })
  })
}

test('a logged-out visitor is sent to /login from the client area, which brings them back afterwards', async ({ page }) => {
  for (const [path, login] of [
    ['/dashboard', '/login'],
    ['/new-project', '/login?next=%2Fnew-project'],
    ['/project/1', '/login?next=%2Fproject%2F1'],
  ]) {
    await page.goto(path!)
    await expect(page).toHaveURL(login!)
  }
})
