/**
 * The support desk as issue 35 walks it, at a phone and a desktop width, with two people at once
 * and neither page ever reloaded: a founder writes with a file; the agent, on the back-office's
 * home, sees it arrive in « À traiter », opens it from there, answers in the conversation and
 * files the attachment in the founder's project; the founder sees the answer appear in the open
 * conversation; the agent marks a contact message handled and the queue's count drops.
 */
import type { AdminQueueResponse } from '@/contract/admin-queue'
import type { DocumentsResponse } from '@/contract/documents'
import type { ApiProject } from '@/contract/projects'
import { minimalPdf } from '../helpers/document-files'
import { apiContext, expect, readEveryWaitingMessage, test, uniqueEmail } from './fixtures'
import { markPage, stillSamePage } from './page-marker'

const PASSWORD = 'motdepasse-solide'
/** A live update arrives well within a second; the margin is for a busy CI machine. */
const LIVE_TIMEOUT = 5_000

/** The page never reloads: a marker set now is still there at the end. */

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`a founder writes with a file and the agent works it from the queue, live on both sides (${viewport.name})`, async ({
    page,
    browser,
    app,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const baseURL = app.server.baseUrl

    // What earlier specs left unread is read first: the queue lists the five oldest.
    const staffApi = await apiContext(baseURL)
    expect((await staffApi.post('/api/admin/login', { data: { adminKey: app.server.adminKey } })).status()).toBe(200)
    await readEveryWaitingMessage(staffApi)

    // The founder's account and procedure; a visitor's contact message.
    const lastName = `Guichet ${viewport.name === 'phone' ? 'Mobile' : 'Bureau'}`
    const email = uniqueEmail('guichet')
    const founderApi = await apiContext(baseURL)
    const registered = await founderApi.post('/api/register', { data: { firstName: 'Sofiane', lastName, email, password: PASSWORD } })
    expect(registered.status()).toBe(201)
    const { user } = (await registered.json()) as { user: { id: number } }
    expect((await founderApi.post('/api/login', { data: { email, password: PASSWORD } })).status()).toBe(200)
    const fileName = `cni-gerant-${viewport.name}.pdf`
    const projectName = `SAS ${lastName}`
    const { project } = (await (
      await founderApi.post(`/api/projects/${user.id}`, { data: { name: projectName, type: 'creation' } })
    ).json()) as { project: ApiProject }
    await founderApi.dispose()
    const contactName = `Rania Contact ${viewport.name}`
    const contact = await staffApi.post('/api/contacts', {
      data: {
        firstName: 'Rania',
        lastName: `Contact ${viewport.name}`,
        email: uniqueEmail('visiteur'),
        message: 'Bonjour, domiciliez-vous à Oran ?',
      },
    })
    expect(contact.status(), await contact.text()).toBe(201)

    // The agent opens the back-office's home on their own device, and leaves it open.
    const staff = await browser.newContext({ baseURL, viewport })
    const agent = await staff.newPage()
    await agent.goto('/admin')
    await agent.getByLabel('Clé d’administration').fill(app.server.adminKey)
    await agent.getByRole('button', { name: /Accéder/ }).click()
    const queue = agent.getByRole('region', { name: 'À traiter' })
    const waitingMessages = queue.getByRole('region', { name: /Messages non lus/ })
    await expect(waitingMessages.getByText('Aucun message en attente.')).toBeVisible()
    await markPage(agent)

    // The founder writes a new message with a file.
    await page.goto('/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Mot de passe').fill(PASSWORD)
    await page.getByRole('button', { name: /Se connecter/ }).click()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
    await page.goto('/dashboard?tab=messages')
    await page.getByRole('button', { name: 'Nouveau message' }).click()
    await page.getByLabel('Sujet').fill('Pièce d’identité du gérant')
    await page.getByLabel('Votre message').fill('Bonjour, voici la pièce d’identité demandée.')
    await page.getByTestId('attachment-input').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: minimalPdf('CNI') })
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click()
    await expect(page.getByText('Message envoyé', { exact: true })).toBeVisible()
    const reader = page.getByRole('article', { name: 'Pièce d’identité du gérant' })
    await expect(reader.getByRole('link', { name: new RegExp(fileName) })).toBeVisible()
    await markPage(page)

    // It appears in the agent's queue without a reload, with who wrote and what.
    const item = waitingMessages.getByRole('link', { name: new RegExp(`Sofiane ${lastName}`) })
    await expect(item).toBeVisible({ timeout: LIVE_TIMEOUT })
    await expect(item).toContainText('Pièce d’identité du gérant')
    expect(await stillSamePage(agent)).toBe('sans rechargement')
    await agent.screenshot({ path: `test-results/support-desk-queue-${viewport.width}.png`, fullPage: true })

    // From the queue to the conversation: the agent answers in it and files the attachment.
    await item.click()
    await expect(agent).toHaveURL(new RegExp(`/admin/messages\\?client=${user.id}&`))
    await agent.getByRole('button', { name: /Pièce d’identité du gérant/ }).click()
    const conversation = agent.getByRole('region', { name: 'Pièce d’identité du gérant' })
    await expect(conversation.getByText('voici la pièce d’identité demandée')).toBeVisible()
    await conversation.getByRole('button', { name: `Classer ${fileName} dans un projet` }).click()
    const dialog = agent.getByRole('dialog', { name: 'Classer dans un projet' })
    await dialog.getByLabel('Projet du client').selectOption({ label: projectName })
    await dialog.getByLabel('Type de document').selectOption('identity')
    await dialog.getByRole('button', { name: 'Classer comme document' }).click()
    await expect(conversation.getByText('Classée comme document')).toBeVisible()
    await conversation.getByLabel('Votre réponse').fill('Bien reçue, merci Sofiane : nous la vérifions aujourd’hui.')
    await conversation.getByRole('button', { name: 'Envoyer', exact: true }).click()
    await expect(conversation.getByText('nous la vérifions aujourd’hui')).toBeVisible()

    // The founder sees the answer appear in the open conversation, already read, without a reload.
    await expect(reader.getByText('nous la vérifions aujourd’hui')).toBeVisible({ timeout: LIVE_TIMEOUT })
    await expect(reader.getByText('Non lu')).toHaveCount(0, { timeout: LIVE_TIMEOUT })
    expect(await stillSamePage(page)).toBe('sans rechargement')
    await page.screenshot({ path: `test-results/support-desk-founder-${viewport.width}.png`, fullPage: true })
    // The filed paper is in the procedure's documents, waiting for review.
    const filed = (await (await staffApi.get(`/api/projects/${project.id}/documents`)).json()) as DocumentsResponse
    expect(filed.documents.find((document) => document.fileName === fileName)).toMatchObject({
      kind: 'identity',
      status: 'submitted',
    })

    // The contact message: marked handled, and the queue's count of new contacts drops by one.
    const before = ((await (await staffApi.get('/api/admin/queue')).json()) as AdminQueueResponse).queue.contacts.count
    await agent.goto('/admin/contacts?status=new')
    const card = agent.getByRole('listitem', { name: contactName })
    await card.getByLabel('Traitement', { exact: true }).selectOption('handled')
    // Handled, it leaves the list of new ones.
    await expect(card).toHaveCount(0)
    await expect
      .poll(async () => ((await (await staffApi.get('/api/admin/queue')).json()) as AdminQueueResponse).queue.contacts.count)
      .toBe(before - 1)
    await agent.goto('/admin')
    await expect(queue.getByRole('region', { name: /Nouveaux contacts/ }).getByRole('heading')).toContainText(String(before - 1))
    await staff.close()
    await staffApi.dispose()
  })
}
