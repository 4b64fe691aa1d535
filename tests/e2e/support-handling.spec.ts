/**
 * A contact message handled in the back-office (issue 35 item 5), at a phone and a desktop width:
 * the agent answers it from /admin/contacts (the reply goes by email and stays in the history),
 * notes a callback, marks it handled, and finds it under « Traités ». Axe-checked; screenshots
 * kept in test-results/.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, uniqueEmail } from './fixtures'

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`a contact message is answered, noted and handled (${viewport.name})`, async ({ page, app }) => {
    await page.setViewportSize(viewport)
    const origin = { Origin: app.server.baseUrl }
    const email = uniqueEmail('contact')
    const sent = await page.request.post('/api/contacts', {
      headers: origin,
      data: { firstName: 'Nadia', lastName: `Ferhat ${viewport.name}`, email, message: 'Bonjour, je voudrais créer une SARL à Alger.' },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    expect((await page.request.post('/api/admin/login', { headers: origin, data: { adminKey: app.server.adminKey } })).status()).toBe(200)

    await page.goto('/admin/contacts')
    const name = `Nadia Ferhat ${viewport.name}`
    const card = page.getByRole('listitem', { name })
    await expect(card.getByLabel('Traitement', { exact: true })).toHaveValue('new')

    // The reply, written here: it leaves by email and stays in the history.
    await card.getByRole('button', { name: `Répondre à ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Répondre à ${name}` })
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('Bonjour Nadia,\n\nMerci pour votre message : nous vous appelons demain matin.')
    await dialog.getByRole('button', { name: 'Envoyer la réponse' }).click()
    await expect(dialog.getByText('Indiquez votre prénom : il signe la réponse.'.replace(' :', '\u00a0:'))).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Votre prénom' }).fill('Amel')
    await page.screenshot({ path: `test-results/support-reply-${viewport.width}.png` })
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
    await dialog.getByRole('button', { name: 'Envoyer la réponse' }).click()
    await expect(page.getByText('Réponse envoyée', { exact: true })).toBeVisible()
    await expect(card.getByLabel('Traitement', { exact: true })).toHaveValue('in_progress')
    await expect(card.getByRole('list', { name: 'Réponses envoyées' }).getByText(/^Envoyée par Amel le /)).toBeVisible()
    const mail = await app.smtp.waitForMail((m) => m.to.includes(email))
    expect(mail.text).toContain('nous vous appelons demain matin')

    // A note, then handled: it leaves the new ones and shows under « Traités ».
    await card.getByLabel('Note de l’équipe').fill('Rappeler demain 10 h')
    await card.getByRole('button', { name: 'Enregistrer la note' }).click()
    await expect(page.getByText('Note enregistrée', { exact: true })).toBeVisible()
    await card.getByLabel('Traitement', { exact: true }).selectOption('handled')
    // Saved and read again: the card's badge says it.
    await expect(card.locator('span').filter({ hasText: /^Traité$/ })).toBeVisible()
    await expect(card.getByLabel('Traitement', { exact: true })).toHaveValue('handled')
    await page.getByRole('radio', { name: 'Traités' }).check()
    await expect(page).toHaveURL(/status=handled/)
    await expect(page.getByRole('listitem', { name })).toBeVisible()
    await expect(page.getByRole('listitem', { name }).getByLabel('Note de l’équipe')).toHaveValue('Rappeler demain 10 h')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await page.screenshot({ path: `test-results/support-handled-${viewport.width}.png`, fullPage: true })
  })
}
