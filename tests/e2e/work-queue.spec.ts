/**
 * The back-office's work queue « À traiter » and its navigation (issue 35 item 4), at a phone and a
 * desktop width: a client's unread message on the home, with its link to the client's
 * conversations; the navigation on the other back-office pages with the queue's counts as badges
 * and the current page marked (a sidebar on a desktop, a menu opened and closed by keyboard on a
 * phone). Axe-checked; screenshots kept in test-results/.
 */
import { apiContext, expect, readEveryWaitingMessage, test, uniqueEmail } from './fixtures'
import { expectNoViolations } from './accessibility-check'

const PASSWORD = 'motdepasse-solide'

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`the agent finds a client's message in « À traiter » and moves through the back-office (${viewport.name})`, async ({
    page,
    app,
  }) => {
    await page.setViewportSize(viewport)
    const baseURL = app.server.baseUrl
    const staff = await apiContext(baseURL)
    expect((await staff.post('/api/admin/login', { data: { adminKey: app.server.adminKey } })).status()).toBe(200)
    await readEveryWaitingMessage(staff)

    // A client writes to support.
    const lastName = `Attente ${viewport.name === 'phone' ? 'Mobile' : 'Bureau'}`
    const email = uniqueEmail('file')
    const client = await apiContext(baseURL)
    const registered = await client.post('/api/register', { data: { firstName: 'Lamia', lastName, email, password: PASSWORD } })
    expect(registered.status()).toBe(201)
    const { user } = (await registered.json()) as { user: { id: number } }
    expect((await client.post('/api/login', { data: { email, password: PASSWORD } })).status()).toBe(200)
    const sent = await client.post(`/api/messages/${user.id}`, {
      data: { subject: 'Où en est mon dossier ?', content: 'Bonjour, avez-vous bien reçu mes statuts signés ?' },
    })
    expect(sent.status()).toBe(201)

    // The home: « À traiter » first, the client's message with who, what and when, the spec's blocks below.
    await page.goto('/admin')
    await page.getByLabel('Clé d’administration').fill(app.server.adminKey)
    await page.getByRole('button', { name: /Accéder/ }).click()
    const queue = page.getByRole('region', { name: 'À traiter' })
    const messages = queue.getByRole('region', { name: /Messages non lus/ })
    await expect(messages.getByRole('heading', { name: /Messages non lus\s:\s1/ })).toBeVisible()
    const item = messages.getByRole('link', { name: new RegExp(`Lamia ${lastName}`) })
    await expect(item).toContainText('Où en est mon dossier ?')
    await expect(item).toContainText(/il y a/)
    await expect(page.getByRole('heading', { name: 'Statistiques', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Prochainement' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Informations système' })).toBeVisible()
    await expectNoViolations(page, '/admin (à traiter)')
    await page.screenshot({ path: `test-results/work-queue-home-${viewport.name}.png`, fullPage: true })

    // The item opens the client's conversations, the client selected.
    await item.click()
    await expect(page).toHaveURL(new RegExp(`/admin/messages\\?client=${user.id}&`))
    await expect(page.getByRole('heading', { name: `Lamia ${lastName}` })).toBeVisible()
    // The spec's back-to-admin button is still there.
    await expect(page.getByRole('link', { name: 'Retour à l’administration' })).toBeVisible()

    if (viewport.name === 'desktop') {
      // The sidebar: every page, the current one marked, the queue's count beside Messages.
      const nav = page.getByRole('navigation', { name: 'Back-office' })
      await expect(nav).toBeVisible()
      const current = nav.getByRole('link', { name: /^Messages/ })
      await expect(current).toHaveAttribute('aria-current', 'page')
      await expect(current).toContainText('1')
      await expect(current).toHaveAccessibleName('Messages (1 à traiter)')
      for (const name of ['Accueil', 'Projets', 'Paiements', 'Contacts', 'Demandes', 'Blog'])
        await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible()
      await expect(page.getByRole('button', { name: /^Menu/ })).toBeHidden()
      await expectNoViolations(page, '/admin/messages (sidebar)')
      await page.screenshot({ path: `test-results/work-queue-nav-${viewport.name}.png`, fullPage: true })
      await nav.getByRole('link', { name: /^Projets/ }).click()
      await expect(page).toHaveURL(/\/admin\/projects$/)
      await expect(nav.getByRole('link', { name: /^Projets/ })).toHaveAttribute('aria-current', 'page')
    } else {
      // The phone: no sidebar; a menu button opens the same list, by keyboard, and Escape closes it.
      await expect(page.getByRole('navigation', { name: 'Back-office' })).toBeHidden()
      const menu = page.getByRole('button', { name: /^Menu/ })
      await expect(menu).toHaveAttribute('aria-expanded', 'false')
      // Everything waiting, whatever earlier specs left on this server (contacts, papers): the Messages link says 1 below.
      await expect(menu).toHaveAccessibleName(/^Menu \(\d+ à traiter\)$/)
      await menu.focus()
      await page.keyboard.press('Enter')
      await expect(menu).toHaveAttribute('aria-expanded', 'true')
      const nav = page.getByRole('navigation', { name: 'Back-office' })
      await expect(nav.getByRole('link', { name: 'Accueil' })).toBeFocused()
      await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAttribute('aria-current', 'page')
      await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAccessibleName('Messages (1 à traiter)')
      await expectNoViolations(page, '/admin/messages (menu open)')
      await page.screenshot({ path: `test-results/work-queue-nav-${viewport.name}.png` })
      await page.keyboard.press('Escape')
      await expect(menu).toHaveAttribute('aria-expanded', 'false')
      await expect(nav).toBeHidden()
      await expect(menu).toBeFocused()

      // Open again and go to Projets by keyboard: Accueil, Messages, Projets.
      await page.keyboard.press('Enter')
      await expect(nav.getByRole('link', { name: 'Accueil' })).toBeFocused()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(nav.getByRole('link', { name: /^Projets/ })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/admin\/projects$/)
      await expect(page.getByRole('button', { name: /^Menu/ })).toHaveAttribute('aria-expanded', 'false')
    }

    // The agent reads the conversation: the client leaves the queue, and the home says so.
    await readEveryWaitingMessage(staff)
    await page.goto('/admin')
    // Nothing else waits on this server: the whole queue is empty; otherwise the messages' card says it.
    await expect(queue.getByText(/^(Aucun message en attente\.|Rien à traiter pour le moment\.)$/)).toBeVisible()
    await expect(queue.getByRole('link', { name: new RegExp(`Lamia ${lastName}`) })).toHaveCount(0)
    await page.screenshot({ path: `test-results/work-queue-home-handled-${viewport.name}.png` })
    await client.dispose()
    await staff.dispose()
  })
}
