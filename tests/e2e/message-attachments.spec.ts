/**
 * Message attachments (issue 35 item 2), at a phone and a desktop width: a client writes to
 * support with a file (a wrong one refused first, in French, before anything is sent), sees it
 * as a download link in the conversation; the agent sees the same link in /admin/messages and
 * files it in the client's project in one action (« Classer dans un projet »), after which the
 * attachment says « Classée comme document » and the project's documents list it.
 * Axe-checked; screenshots kept.
 */
import { DOCUMENT_ERRORS } from '@/contract/documents'
import type { ApiProject } from '@/contract/projects'
import { minimalPdf } from '../helpers/document-files'
import { apiContext, expect, test, uniqueEmail } from './fixtures'
import { expectNoViolations } from './accessibility-check'

const PASSWORD = 'motdepasse-solide'

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`a client writes with a file, the agent files it in the project (${viewport.name})`, async ({ page, browser, app }) => {
    await page.setViewportSize(viewport)
    const baseURL = app.server.baseUrl
    const lastName = `Pièces ${viewport.name}`
    const email = uniqueEmail('pieces')
    const fileName = `statuts-${viewport.name}.pdf`
    const api = await apiContext(baseURL)
    const registered = await api.post('/api/register', { data: { firstName: 'Yasmine', lastName, email, password: PASSWORD } })
    expect(registered.status()).toBe(201)
    const { user } = (await registered.json()) as { user: { id: number } }
    expect((await api.post('/api/login', { data: { email, password: PASSWORD } })).status()).toBe(200)
    const projectName = `SARL ${lastName}`
    const created = await api.post(`/api/projects/${user.id}`, { data: { name: projectName, type: 'creation' } })
    const { project } = (await created.json()) as { project: ApiProject }
    await api.dispose()

    await page.goto('/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Mot de passe').fill(PASSWORD)
    await page.getByRole('button', { name: /Se connecter/ }).click()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })

    // The client writes a new message with a file; a text file is refused before sending.
    await page.goto('/dashboard?tab=messages')
    await page.getByRole('button', { name: 'Nouveau message' }).click()
    await page.getByLabel('Sujet').fill('Mes statuts signés')
    await page.getByLabel('Votre message').fill('Bonjour, voici les statuts signés par les deux associés.')
    const picker = page.getByTestId('attachment-input')
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') })
    await expect(page.getByRole('alert').filter({ hasText: 'notes.txt' })).toHaveText(`notes.txt\u00a0: ${DOCUMENT_ERRORS.fileType}`)
    await picker.setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: minimalPdf('Statuts') })
    const chosen = page.getByRole('list', { name: 'Fichiers à joindre' })
    await expect(chosen.getByText(fileName)).toBeVisible()
    await expect(chosen.getByRole('button', { name: `Retirer ${fileName}` })).toBeVisible()
    await expectNoViolations(page, 'client composer with a file')
    await page.screenshot({ path: `test-results/attachments-composer-${viewport.width}.png`, fullPage: true })
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click()
    await expect(page.getByText('Message envoyé', { exact: true })).toBeVisible()

    // The conversation shows the file as a download link.
    const reader = page.getByRole('article', { name: 'Mes statuts signés' })
    const link = reader.getByRole('list', { name: 'Pièces jointes' }).getByRole('link', { name: new RegExp(fileName) })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', /^\/api\/attachments\/\d+\/download$/)
    const download = await page.request.get((await link.getAttribute('href'))!)
    expect(download.status()).toBe(200)
    expect(download.headers()['content-disposition']).toMatch(/^attachment;/)
    await expectNoViolations(page, 'client conversation with a file')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await page.screenshot({ path: `test-results/attachments-client-thread-${viewport.width}.png`, fullPage: true })

    // The agent opens the conversation and files the attachment in the client's project.
    const staff = await browser.newContext({ baseURL, viewport })
    const agent = await staff.newPage()
    expect(
      (await agent.request.post('/api/admin/login', { data: { adminKey: app.server.adminKey }, headers: { Origin: baseURL } })).status(),
    ).toBe(200)
    await agent.goto('/admin/messages')
    await agent.getByLabel('Rechercher un utilisateur').fill(lastName)
    await agent.getByRole('button', { name: new RegExp(lastName) }).click()
    await agent.getByRole('button', { name: /Mes statuts signés/ }).click()
    const conversation = agent.getByRole('region', { name: 'Mes statuts signés' })
    await expect(conversation.getByRole('link', { name: new RegExp(fileName) })).toBeVisible()
    await conversation.getByRole('button', { name: `Classer ${fileName} dans un projet` }).click()
    const dialog = agent.getByRole('dialog', { name: 'Classer dans un projet' })
    await dialog.getByLabel('Projet du client').selectOption({ label: projectName })
    await dialog.getByLabel('Type de document').selectOption('identity')
    await expectNoViolations(agent, 'filing dialog')
    await agent.screenshot({ path: `test-results/attachments-filing-dialog-${viewport.width}.png` })
    await dialog.getByRole('button', { name: 'Classer comme document' }).click()
    await expect(agent.getByText('Pièce jointe classée', { exact: true })).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(conversation.getByText('Classée comme document')).toBeVisible()
    await expect(conversation.getByRole('button', { name: `Classer ${fileName} dans un projet` })).toHaveCount(0)
    await expectNoViolations(agent, 'admin conversation with a filed attachment')
    await agent.screenshot({ path: `test-results/attachments-admin-thread-${viewport.width}.png`, fullPage: true })

    // The agent starts a conversation with a file of its own: the client gets it as a download link.
    await agent.getByRole('button', { name: 'Nouveau message', exact: true }).click()
    const newMessage = agent.getByRole('form', { name: /^Nouveau message à/ })
    await newMessage.getByLabel('Sujet').fill('Votre attestation de domiciliation')
    await newMessage.getByLabel('Message', { exact: true }).fill('Bonjour Yasmine, voici l’attestation signée.')
    await newMessage
      .getByTestId('attachment-input')
      .setInputFiles({ name: `attestation-${viewport.name}.pdf`, mimeType: 'application/pdf', buffer: minimalPdf('Attestation') })
    await newMessage.getByRole('button', { name: 'Envoyer', exact: true }).click()
    await expect(agent.getByText('Message envoyé', { exact: true })).toBeVisible()
    const ours = page.getByRole('button', { name: /Votre attestation de domiciliation/ })
    await expect(ours).toBeVisible({ timeout: 5_000 })
    await ours.click()
    await expect(
      page
        .getByRole('article', { name: 'Votre attestation de domiciliation' })
        .getByRole('link', { name: new RegExp(`attestation-${viewport.name}`) }),
    ).toBeVisible()

    // The project's documents list it, waiting for review, on the back-office's project page.
    await agent.goto(`/admin/project/${project.id}`)
    const documents = agent.getByRole('region', { name: 'Documents', exact: true })
    await expect(documents.getByText(fileName, { exact: false }).first()).toBeVisible()
    await staff.close()

    // …and on the client's.
    await page.goto(`/project/${project.id}`)
    const sent = page.getByRole('region', { name: 'Documents', exact: true }).getByRole('list', { name: 'Documents envoyés' })
    await expect(sent.getByRole('listitem').filter({ hasText: fileName })).toContainText('En cours de vérification')
  })
}
