import { expect, test } from './fixtures'
import { expectNoViolations } from './accessibility-check'

// WCAG 2.1 A and AA rules (labels, contrast, names, landmarks…), at phone and desktop widths.

const PUBLIC_SCREENS = [
  '/',
  '/mentions-legales',
  '/politique-confidentialite',
  '/conditions-generales',
  '/creer-entreprise',
  '/confirmation-commande',
  '/confirmation-commande?session_id=cs_test_unknown123',
  '/paiement-test/cs_test_x',
  '/login',
  '/register',
  '/mot-de-passe-oublie',
  '/reinitialiser-mot-de-passe?token=exemple',
  '/admin',
  '/page-inconnue',
]

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`public and account screens pass axe at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize(viewport)
    for (const path of PUBLIC_SCREENS) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expectNoViolations(page, path)
    }
  })

  test(`the landing page's chat widget and contact form errors pass axe at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await expect(page.locator('[data-island="chat-widget"]')).toHaveAttribute('data-island-hydrated', 'true')
    await page.getByRole('button', { name: /Ouvrir la discussion WhatsApp/ }).click()
    await expect(page.getByRole('dialog', { name: 'Discutons sur WhatsApp' })).toBeVisible()
    await expectNoViolations(page, '/ (chat widget open)')
    await page.keyboard.press('Escape')

    const send = page.getByRole('button', { name: 'Envoyer mon message' })
    await send.scrollIntoViewIfNeeded()
    await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-island-hydrated', 'true')
    await send.click()
    await expect(page.getByText('Adresse email invalide')).toBeVisible()
    await expectNoViolations(page, '/ (contact form errors)')
  })

  test(`the client area and the back-office pass axe at ${viewport.name} width`, async ({ page, app }) => {
    await page.setViewportSize(viewport)
    await page.goto('/login')
    await page.getByLabel('Email').fill('client@example.com')
    await page.getByLabel('Mot de passe').fill('demo1234')
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page).toHaveURL(/\/dashboard/)
    await page.waitForLoadState('networkidle')
    await expectNoViolations(page, '/dashboard')

    await page.goto('/admin')
    await page.getByLabel('Clé d’administration').fill(app.server.adminKey)
    await page.getByRole('button', { name: /Se connecter|Accéder/ }).click()
    await expect(page.getByRole('link', { name: /Projets/ }).first()).toBeVisible()
    await expectNoViolations(page, '/admin (session)')
  })
}

test.describe('client area', () => {
  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    test(`the client area's screens pass axe at ${viewport.name} width`, async ({ page, app }) => {
      await page.setViewportSize(viewport)
      const email = `axe-${viewport.name}-${Date.now()}@example.com`
      const origin = { Origin: app.server.baseUrl }
      const registered = await page.request.post('/api/register', {
        headers: origin,
        data: { firstName: 'Lina', lastName: 'Saadi', email, password: 'secret-axe-1' },
      })
      const { user } = await registered.json()
      await page.goto('/login')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Mot de passe').fill('secret-axe-1')
      await page.getByRole('button', { name: /Se connecter/ }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
      const created = await page.request.post(`/api/projects/${user.id}`, {
        headers: origin,
        data: { name: 'Création de ma SARL', type: 'creation', description: 'Agence de voyage à Constantine.' },
      })
      const { project } = await created.json()
      const admin = await page.context().browser()!.newContext({ baseURL: app.server.baseUrl })
      await admin.request.post('/api/admin/login', { headers: origin, data: { adminKey: app.server.adminKey } })
      await admin.request.post(`/api/messages/${user.id}`, {
        headers: origin,
        data: { subject: 'Bienvenue', content: 'Bonjour Lina, votre dossier est bien reçu.', projectId: project.id },
      })
      await admin.close()

      for (const path of [
        '/dashboard',
        '/dashboard?tab=demarches',
        '/dashboard?tab=messages',
        '/dashboard?tab=domiciliation',
        '/dashboard?tab=parametres',
        '/new-project',
        `/project/${project.id}`,
        '/project/999999',
      ]) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        await expectNoViolations(page, path)
      }
      await page.goto('/dashboard?tab=messages')
      await page.getByRole('button', { name: /Bienvenue/ }).click()
      await expect(page.getByRole('article')).toContainText('votre dossier est bien reçu')
      await expectNoViolations(page, '/dashboard?tab=messages (message open)')
      await page.goto('/new-project')
      await page.getByRole('button', { name: /Créer le projet/ }).click()
      await expect(page.getByText('Veuillez sélectionner un type de projet')).toBeVisible()
      await expectNoViolations(page, '/new-project (errors)')
    })
  }
})
