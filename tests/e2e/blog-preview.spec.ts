/**
 * Drafts and previews in a real browser (issue 36 item 6), at a phone width and a desktop width:
 * a new article in /admin/blog starts as a draft, signed by the author chosen; « Prévisualiser »
 * on its card opens, in a new tab, the article as it will look under the preview's band (axe
 * clean); the editor offers the same link. /cms writes its dates in French words, previews an
 * article and edits redirects in French.
 */
import { DEMO_EDITOR_EMAIL, demoEditorPassword } from '../helpers/editor-accounts'
import { expect, test } from './fixtures'
import { expectNoViolations } from './accessibility-check'
import { logInToBackOffice } from './back-office-login'

const FRENCH_DATE = /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} à \d{2}:\d{2}/

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`drafts and previews (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('a new article starts as a draft; « Prévisualiser » shows it as it will look, to staff only', async ({ page, app, browser }) => {
      test.setTimeout(120_000)
      const title = `Le bail commercial du siège, version ${viewport.name}`
      await logInToBackOffice(page, app.server.adminKey)
      await page.goto('/admin/blog/create')
      // Drafts first: the status shown is « Brouillon ».
      await expect(page.getByLabel('Statut')).toHaveValue('draft')
      await expect(page.getByLabel('Statut').locator('option:checked')).toHaveText('Brouillon')
      await page.getByLabel('Titre', { exact: true }).fill(title)
      await page.getByRole('textbox', { name: 'Contenu' }).click()
      await page.keyboard.type('Le siège social de la société demande un bail commercial enregistré, ou un contrat de domiciliation.')
      // Signed by an editor, as /cms allows.
      await expect(page.getByLabel('Auteur')).toBeEnabled()
      await page.getByLabel('Auteur').selectOption({ label: 'Karim Haddad' })
      await page.getByRole('button', { name: 'Brouillon', exact: true }).click()
      await expect(page.getByText('Article créé\u202f!', { exact: true })).toBeVisible()
      await expect(page).toHaveURL(/\/admin\/blog$/)

      await page.getByLabel('Rechercher un article').fill(title)
      const card = page.getByRole('listitem').filter({ hasText: title })
      await expect(card).toContainText('Brouillon')
      await expect(card).toContainText('Karim Haddad')
      await expect(card.getByRole('link', { name: /^Voir/ })).toHaveCount(0)
      const previewLink = card.getByRole('link', { name: /Prévisualiser/ })
      await expect(previewLink).toHaveAttribute('target', '_blank')
      await page.screenshot({ path: `test-results/screenshots/blog-preview-card-${viewport.name}.png`, fullPage: true })

      const [preview] = await Promise.all([page.context().waitForEvent('page'), previewLink.click()])
      await preview.waitForLoadState()
      await expect(preview).toHaveURL(/\/blog\/apercu\/\d+$/)
      await expect(preview.getByRole('complementary', { name: 'Aperçu de l’article' })).toHaveText(
        'Aperçu\u00a0: cet article n’est pas encore publié.',
      )
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
      // In the body (the excerpt under the title says it too).
      await expect(preview.getByText('Le siège social de la société demande un bail commercial').last()).toBeVisible()
      await expect(preview.getByText('Karim Haddad').first()).toBeVisible()
      await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expectNoViolations(preview, `preview (${viewport.name})`)
      await preview.screenshot({ path: `test-results/screenshots/blog-preview-${viewport.name}.png`, fullPage: true })
      const previewUrl = preview.url()
      await preview.close()

      // The editor of the saved article offers it too.
      await card.getByRole('link', { name: /Modifier/ }).click()
      await expect(page).toHaveURL(/\/admin\/blog\/edit\/\d+$/)
      await expect(page.getByLabel('Auteur')).toHaveValue(/^\d+$/)
      await expect(page.getByRole('link', { name: /Prévisualiser/ })).toHaveAttribute('href', new URL(previewUrl).pathname)
      await expectNoViolations(page, `editor (${viewport.name})`)
      await page.screenshot({ path: `test-results/screenshots/blog-preview-editor-${viewport.name}.png`, fullPage: true })
      await page
        .getByRole('region', { name: 'Publication' })
        .screenshot({ path: `test-results/screenshots/blog-preview-editor-publication-${viewport.name}.png` })

      // Anyone else: the article's 404, nothing of the draft.
      const stranger = await browser.newContext()
      const strangerPage = await stranger.newPage()
      const response = await strangerPage.goto(previewUrl)
      expect(response?.status()).toBe(404)
      await expect(strangerPage.getByRole('heading', { name: 'Article non trouvé' })).toBeVisible()
      await expect(strangerPage.getByText(title)).toHaveCount(0)
      await stranger.close()
    })
  })
}

test('/cms writes its dates in French words and previews an article', async ({ page, app }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/cms/login')
  await page.locator('input[name="email"]').fill(DEMO_EDITOR_EMAIL)
  await page.locator('input[name="password"]').fill(demoEditorPassword(app.server))
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/cms\/?$/)
  await page.goto('/cms/collections/blog-posts')
  await expect(page.getByText(FRENCH_DATE).first()).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/cms-blog-posts-dates.png', fullPage: true })

  // An article's edit view: its dates in French, and the preview's address (the staff-only page).
  await page.locator('table tbody tr').first().locator('a').first().click()
  await expect(page).toHaveURL(/\/cms\/collections\/blog-posts\/\d+/)
  await expect(page.getByText(FRENCH_DATE).first()).toBeVisible()
  const id = /blog-posts\/(\d+)/.exec(page.url())![1]
  await page.screenshot({ path: 'test-results/screenshots/cms-blog-post-edit.png', fullPage: true })
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Aperçu', exact: true }).click(),
  ])
  await preview.waitForLoadState()
  expect(new URL(preview.url()).pathname).toBe(`/blog/apercu/${id}`)
  await expect(preview.getByRole('complementary', { name: 'Aperçu de l’article' })).toBeVisible()
  await preview.close()

  // Redirects are edited in French (their checks and the 301 are proven in tests/api/blog-redirects.test.ts).
  await page.goto('/cms/collections/redirects/create')
  await expect(page.getByLabel('Ancienne adresse')).toBeVisible()
  await expect(page.getByText('Le chemin d’un article, par exemple /blog/mon-ancien-article.')).toBeVisible()
  await page.getByText('Une adresse', { exact: true }).click()
  await expect(page.getByLabel('Adresse personnalisée')).toBeVisible()
  await expect(page.getByText('Un article', { exact: true })).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/cms-redirect-create.png', fullPage: true })
})
