/**
 * Support as a conversation (issue 35 items 1 and 7), at a phone and a desktop width: a client
 * writes, the agent opens the client's conversation in /admin/messages and answers in it, the
 * client finds one conversation with both messages, badged « Vous » and « Équipe ». The test
 * message asks for confirmation and, cancelled, sends nothing. Axe-checked; screenshots kept.
 */
import { apiContext, expect, test, uniqueEmail } from './fixtures'
import { expectNoViolations } from './accessibility-check'

const PASSWORD = 'motdepasse-solide'

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`a client writes, the agent answers in the conversation (${viewport.name})`, async ({ page, browser, app }) => {
    await page.setViewportSize(viewport)
    const baseURL = app.server.baseUrl
    const lastName = `Conversation ${viewport.name}`
    const email = uniqueEmail('conversation')
    const api = await apiContext(baseURL)
    expect((await api.post('/api/register', { data: { firstName: 'Samira', lastName, email, password: PASSWORD } })).status()).toBe(201)
    await api.dispose()
    await page.goto('/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Mot de passe').fill(PASSWORD)
    await page.getByRole('button', { name: /Se connecter/ }).click()
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })

    // The client writes first.
    await page.goto('/dashboard?tab=messages')
    await page.getByRole('button', { name: 'Nouveau message' }).click()
    await page.getByLabel('Sujet').fill('Question sur les statuts')
    await page.getByLabel('Votre message').fill('Bonjour, faut-il un capital minimum pour une SARL ?')
    await page.getByRole('button', { name: 'Envoyer' }).click()
    await expect(page.getByText('Message envoyé', { exact: true })).toBeVisible()

    // The agent, in another browser: the client's conversation, unread, then answered in place.
    const staff = await browser.newContext({ baseURL, viewport })
    const agent = await staff.newPage()
    expect(
      (await agent.request.post('/api/admin/login', { data: { adminKey: app.server.adminKey }, headers: { Origin: baseURL } })).status(),
    ).toBe(200)
    await agent.goto('/admin/messages')
    await agent.getByLabel('Rechercher un utilisateur').fill(lastName)
    await agent.getByRole('button', { name: new RegExp(lastName) }).click()
    const thread = agent.getByRole('button', { name: /Question sur les statuts/ })
    await expect(thread.getByText(/^1\snon\slu$/)).toBeVisible()
    await thread.click()
    const conversation = agent.getByRole('region', { name: 'Question sur les statuts' })
    await expect(conversation.getByText('Client', { exact: true })).toBeVisible()
    await conversation.getByLabel('Votre réponse').fill('Bonjour Samira, non : 1 000 DA suffisent pour une SARL en Algérie.')
    await conversation.getByRole('button', { name: 'Envoyer' }).click()
    await expect(conversation.getByText('Équipe', { exact: true })).toBeVisible()
    await expectNoViolations(agent, 'admin conversation')
    await agent.screenshot({ path: `test-results/admin-conversation-${viewport.width}.png`, fullPage: true })

    // The test message asks first; cancelled, nothing is sent.
    await agent.getByRole('button', { name: 'Envoyer un message de test' }).click()
    const confirm = agent.getByRole('alertdialog', { name: /Envoyer le message de test/ })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Annuler' }).click()
    await expect(confirm).toBeHidden()
    await staff.close()

    // The client sees one conversation: its message and the answer, « Vous » and « Équipe ».
    await page.reload()
    await page.getByRole('button', { name: /Question sur les statuts/ }).click()
    const reader = page.getByRole('article', { name: 'Question sur les statuts' })
    await expect(reader.getByText('1 000 DA suffisent')).toBeVisible()
    await expect(reader.getByText('Vous', { exact: true })).toBeVisible()
    await expect(reader.getByText('Équipe', { exact: true })).toBeVisible()
    await expect(page.getByRole('list', { name: /Vos conversations/ }).getByRole('listitem')).toHaveCount(1)
    await expectNoViolations(page, 'client conversation')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await page.screenshot({ path: `test-results/client-thread-${viewport.width}.png`, fullPage: true })
  })
}
