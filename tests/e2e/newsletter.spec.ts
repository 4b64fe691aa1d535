/**
 * The blog's newsletter in Chromium (issue 36 item 4): a reader subscribes from an article, follows
 * the confirmation email's link and confirms with its button; the same form works without
 * JavaScript; the back-office sees the counts. Every screen is checked with axe, at phone and
 * desktop widths (screenshots under test-results/ for a look).
 */
import type { Page } from '@playwright/test'
import { ApiClient } from '../helpers/api-client'
import { expect, test, uniqueEmail, wakeIsland } from './fixtures'
import { expectNoViolations } from './accessibility-check'

const run = Date.now().toString(36)
const article = { title: 'Choisir la forme juridique de sa société', slug: `forme-juridique-${run}` }

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false })

test.beforeAll(async ({ app }) => {
  const admin = new ApiClient(app.server.baseUrl)
  expect((await admin.post('/api/admin/login', { adminKey: app.server.adminKey })).status).toBe(200)
  const post = await admin.post('/api/blog/posts', {
    ...article,
    excerpt: 'EURL, SARL ou SAS : ce qui change pour vous.',
    content: '<p>La forme juridique décide de votre responsabilité, de vos impôts et de la façon d’accueillir des associés.</p>',
    status: 'published',
  })
  expect(post.status, JSON.stringify(post.body)).toBe(201)
})

for (const width of [390, 1280]) {
  test(`a reader subscribes under an article and confirms from the email (${width} px)`, async ({ page, app }) => {
    await page.setViewportSize({ width, height: 900 })
    const email = uniqueEmail('lectrice')
    await page.goto(`/blog/${article.slug}`)
    const box = page.getByRole('region', { name: 'Recevez nos prochains articles' })
    await box.scrollIntoViewIfNeeded()
    await expectNoViolations(page, 'article with the signup box')
    await box.screenshot({ path: test.info().outputPath(`signup-box-${width}.png`) })

    await wakeIsland(page, 'newsletter-signup')
    // A wrong address: the schema's French message on the field.
    await box.getByLabel('Votre adresse e-mail').fill('pas-une-adresse')
    await box.getByRole('button', { name: 'Je m’inscris' }).click()
    await expect(box.getByRole('alert')).toHaveText('Adresse e-mail invalide')
    await expectNoViolations(page, 'signup box with an error')

    await box.getByLabel('Votre adresse e-mail').fill(email)
    await box.getByRole('button', { name: 'Je m’inscris' }).click()
    await expect(box.getByRole('status')).toContainText('un e-mail de confirmation vient de lui être envoyé')
    await box.screenshot({ path: test.info().outputPath(`signup-box-sent-${width}.png`) })

    const mail = await app.smtp.waitForMail(
      (caught) => caught.to.includes(email) && caught.subject.startsWith('Confirmez votre inscription'),
    )
    const link = mail.links.find((candidate) => candidate.includes('/newsletter/confirmation?jeton='))!
    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmer votre inscription' })).toBeVisible()
    await expectNoViolations(page, 'confirmation page')
    await shot(page, `confirm-${width}`)
    await page.getByRole('button', { name: 'Confirmer mon inscription' }).click()
    await expect(page).toHaveURL(/\/newsletter\?etat=confirmee$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Inscription confirmée\u202f!' })).toBeVisible()
    await expectNoViolations(page, 'confirmed page')
    await shot(page, `confirmed-${width}`)

    // The same link again: spent, and the page offers to subscribe again.
    await page.goto(link)
    await page.getByRole('button', { name: 'Confirmer mon inscription' }).click()
    await expect(page).toHaveURL(/\/newsletter\?etat=lien-invalide$/)
    await expect(page.getByRole('alert')).toContainText('Inscrivez-vous à nouveau')
    await expect(page.getByRole('link', { name: 'M’inscrire à nouveau' })).toHaveAttribute('href', '/newsletter')
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the box on /blog is a plain form that leads to a page saying what happened', async ({ page, app }) => {
    const email = uniqueEmail('sans-script')
    await page.goto('/blog')
    const box = page.getByRole('region', { name: 'Recevez nos prochains articles' })
    await box.getByLabel('Votre adresse e-mail').fill(email)
    await box.getByRole('button', { name: 'Je m’inscris' }).click()
    await expect(page).toHaveURL(/\/newsletter\?etat=inscription$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte de réception' })).toBeVisible()
    await app.smtp.waitForMail((caught) => caught.to.includes(email))
  })

  test.describe('from a browser set to French', () => {
    test.use({ locale: 'fr-FR' })

    test('the box on an Arabic page signs up in Arabic and lands on the Arabic page (issue 37)', async ({ page, app }) => {
      const email = uniqueEmail('page-arabe')
      await page.goto('/ar/blog')
      const box = page.getByRole('region', { name: 'تلقَّ مقالاتنا القادمة' })
      await box.getByLabel('عنوان بريدك الإلكتروني').fill(email)
      await box.getByRole('button', { name: 'اشترك' }).click()
      await expect(page).toHaveURL(/\/ar\/newsletter\?etat=inscription$/)
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      const mail = await app.smtp.waitForMail((caught) => caught.to.includes(email))
      expect(mail.links.some((link) => link.includes('/ar/newsletter/confirmation?jeton='))).toBe(true)
    })
  })
})

test('the back-office sees the counts and the export under « Lettre d’information »', async ({ page, app }) => {
  await page.goto('/admin')
  await page.getByLabel('Clé d’administration').fill(app.server.adminKey)
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/admin/login') && response.ok()),
    page.getByRole('button', { name: /Accéder|Se connecter|Connexion/ }).click(),
  ])
  await page.goto('/admin/blog?tab=newsletter')
  await expect(page.getByRole('tab', { name: 'Lettre d’information', selected: true })).toBeVisible()
  const tiles = page.getByRole('list', { name: 'Abonnés à la lettre' })
  await expect(tiles.getByText('Abonnés confirmés')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Exporter les abonnés (CSV)' })).toHaveAttribute('href', '/api/admin/newsletter/export')
  await expectNoViolations(page, '/admin/blog newsletter tab')
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await shot(page, `admin-newsletter-${width}`)
  }
})
