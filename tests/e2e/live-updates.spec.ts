/**
 * Live updates (issue 35 item 3), at a phone and a desktop width: with a conversation open, the
 * client sees the team's answer appear without reloading; with /admin/messages open, the agent
 * sees a client's new message appear without reloading. Each write is made through the API, as
 * another person on another device would; the page is never reloaded nor refocused.
 */
import { type APIRequestContext } from '@playwright/test'
import { apiContext, expect, test, uniqueEmail } from './fixtures'
import { markPage, stillSamePage } from './page-marker'

const PASSWORD = 'motdepasse-solide'
/** Within a second on the server; the page's read after the event adds its own round trip. */
const LIVE_TIMEOUT = 5_000

/** A new client, logged in through the API: its request context and id. */
async function newClient(baseURL: string, lastName: string) {
  const email = uniqueEmail('live')
  const api = await apiContext(baseURL)
  const registered = await api.post('/api/register', { data: { firstName: 'Nassim', lastName, email, password: PASSWORD } })
  expect(registered.status()).toBe(201)
  const { user } = (await registered.json()) as { user: { id: number } }
  expect((await api.post('/api/login', { data: { email, password: PASSWORD } })).status()).toBe(200)
  return { api, email, id: user.id }
}

async function write(api: APIRequestContext, userId: number, data: Record<string, unknown>) {
  const sent = await api.post(`/api/messages/${userId}`, { data })
  expect(sent.status(), await sent.text()).toBe(201)
  return ((await sent.json()) as { message: { id: number } }).message
}

/** The page never reloads: a marker set now is still there at the end. */

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`the client sees the team's answer appear without reloading (${viewport.name})`, async ({ page, app }) => {
    await page.setViewportSize(viewport)
    const baseURL = app.server.baseUrl
    const client = await newClient(baseURL, `Direct ${viewport.name}`)
    const question = await write(client.api, client.id, {
      subject: 'Délai d’immatriculation',
      content: 'Bonjour, combien de temps faut-il ?',
    })

    await page.goto('/login')
    await page.getByLabel('Email').fill(client.email)
    await page.getByLabel('Mot de passe').fill(PASSWORD)
    await page.getByRole('button', { name: /Se connecter/ }).click()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
    await page.goto('/dashboard?tab=messages')
    await page.getByRole('button', { name: /Délai d’immatriculation/ }).click()
    const reader = page.getByRole('article', { name: 'Délai d’immatriculation' })
    await expect(reader.getByText('combien de temps faut-il')).toBeVisible()
    await markPage(page)

    // The agent answers from elsewhere.
    const staff = await apiContext(baseURL)
    expect((await staff.post('/api/admin/login', { data: { adminKey: app.server.adminKey } })).status()).toBe(200)
    await write(staff, client.id, {
      subject: 'Délai d’immatriculation',
      content: 'Bonjour Nassim, comptez une semaine une fois le dossier complet.',
      fromAdmin: true,
      threadId: question.id,
    })
    await expect(reader.getByText('comptez une semaine')).toBeVisible({ timeout: LIVE_TIMEOUT })
    await expect(reader.getByText('Équipe', { exact: true })).toBeVisible()
    expect(await stillSamePage(page)).toBe('sans rechargement')
    await page.screenshot({ path: `test-results/live-client-answer-${viewport.width}.png`, fullPage: true })
    await staff.dispose()
    await client.api.dispose()
  })

  test(`the agent sees a client's message appear without reloading (${viewport.name})`, async ({ page, app }) => {
    await page.setViewportSize(viewport)
    const baseURL = app.server.baseUrl
    const lastName = `Direct agent ${viewport.name}`
    const client = await newClient(baseURL, lastName)

    expect(
      (await page.request.post('/api/admin/login', { data: { adminKey: app.server.adminKey }, headers: { Origin: baseURL } })).status(),
    ).toBe(200)
    await page.goto('/admin/messages')
    await page.getByLabel('Rechercher un utilisateur').fill(lastName)
    await page.getByRole('button', { name: new RegExp(lastName) }).click()
    await markPage(page)

    // The client writes from its own device.
    await write(client.api, client.id, { subject: 'Capital de ma SARL', content: 'Bonjour, puis-je libérer le capital en deux fois ?' })
    const thread = page.getByRole('button', { name: /Capital de ma SARL/ })
    await expect(thread).toBeVisible({ timeout: LIVE_TIMEOUT })
    await expect(thread.getByText(/^1\snon\slu$/)).toBeVisible()
    expect(await stillSamePage(page)).toBe('sans rechargement')
    await page.screenshot({ path: `test-results/live-agent-message-${viewport.width}.png`, fullPage: true })
    await client.api.dispose()
  })
}
