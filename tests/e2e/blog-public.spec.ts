/**
 * The public blog in Chromium: a reader finds an article through the search and through a
 * category, opens it and shares it (no native share sheet on desktop Linux: the link is
 * copied); an unknown article is a 404 with a way back; an editor's change in Payload's admin
 * (/cms) shows on the article.
 */
import AxeBuilder from '@axe-core/playwright'
import { ApiClient } from '../helpers/api-client'
import { expect, test } from './fixtures'

const run = Date.now().toString(36)
const RARE_WORD = `quinoxale${run}`
const article = {
  title: 'Ouvrir un compte bancaire professionnel en Algérie',
  slug: `compte-bancaire-pro-${run}`,
  excerpt: 'Les pièces à réunir et les délais pour ouvrir le compte de votre société.',
}
const category = { name: 'Banque et finances', slug: `banque-${run}` }
let postId = 0

test.beforeAll(async ({ app }) => {
  const admin = new ApiClient(app.server.baseUrl)
  expect((await admin.post('/api/admin/login', { adminKey: app.server.adminKey })).status).toBe(200)
  const created = await admin.post<{ category: { id: number } }>('/api/blog/categories', { ...category, color: '#0EA5E9' })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const post = await admin.post<{ post: { id: number } }>('/api/blog/posts', {
    ...article,
    content: `<p>La banque demande les statuts, le registre du commerce et le numéro d'identification fiscale. Le mot ${RARE_WORD} sert à la recherche.</p><h2>Les délais</h2><p>Comptez une à deux semaines.</p>`,
    categoryId: created.body.category.id,
    status: 'published',
    readingTimeMinutes: 3,
  })
  expect(post.status, JSON.stringify(post.body)).toBe(201)
  postId = post.body.post.id
})

test('a reader finds an article by search and by category, opens it and shares its link', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const cards = page.getByRole('main').getByRole('article')

  // The search: a plain GET form, answered by the server.
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByLabel('Rechercher un article').fill(RARE_WORD)
  await page.getByRole('button', { name: 'Rechercher' }).click()
  await expect(page).toHaveURL(new RegExp(`/blog\\?q=${RARE_WORD}$`))
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Résultats pour «.${RARE_WORD}.»$`) })).toBeVisible()
  await expect(cards).toHaveCount(1)
  await expect(cards.getByRole('link', { name: article.title, exact: true })).toBeVisible()

  // The category filter: one link per category, the active one marked.
  await page.goto('/blog')
  await expect(cards.getByRole('link', { name: article.title, exact: true })).toBeVisible()
  expect(await cards.count()).toBeGreaterThan(1)
  const filters = page.getByRole('navigation', { name: 'Catégories' })
  await filters.getByRole('link', { name: category.name }).click()
  await expect(page).toHaveURL(new RegExp(`/blog\\?category=${category.slug}$`))
  await expect(filters.getByRole('link', { name: category.name })).toHaveAttribute('aria-current', 'page')
  await expect(filters.getByRole('link', { name: 'Tous' })).not.toHaveAttribute('aria-current', 'page')
  await expect(cards).toHaveCount(1)

  // The article, from its card.
  await cards.getByRole('link', { name: article.title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
  await expect(page.getByText(article.excerpt, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Les délais' })).toBeVisible()
  // In the article's own header (the related articles' cards under it have their reading time too).
  await expect(page.getByRole('article', { name: article.title }).getByText('3\u00a0min de lecture', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: /Créer mon entreprise/ })).toHaveAttribute('href', '/creer-entreprise')

  // Share: the island comes to life; without navigator.share the link goes to the clipboard.
  await expect(page.locator('[data-island="share-button"]')).toHaveAttribute('data-island-hydrated', 'true')
  await page.getByRole('button', { name: 'Partager' }).click()
  await expect(page.getByText('Lien copié\u202f!', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${article.slug}`)
})

test('an unknown article answers 404 with a way back to the blog', async ({ page }) => {
  const response = await page.goto('/blog/cet-article-nexiste-pas')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible()
  await page.getByRole('link', { name: 'Retour au blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
})

test("an editor's change in Payload's admin shows on the article", async ({ page, app }) => {
  const password = /éditeur : editeur@example\.com \/ (\S+)/.exec(app.server.logs())?.[1]
  expect(password, 'the editor login in the start-up banner').toBeTruthy()
  // Payload's admin shows the editor's Gravatar (admin.avatar defaults to 'gravatar'): no internet here.
  await page.route('https://www.gravatar.com/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"/>' }),
  )
  await page.goto('/cms/login')
  await page.locator('input[name="email"]').fill('editeur@example.com')
  await page.locator('input[name="password"]').fill(password!)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/cms\/login/)

  const newTitle = `Compte bancaire pro : le guide ${run}`
  await page.goto(`/cms/collections/blog-posts/${postId}`)
  const title = page.locator('#field-title')
  await expect(title).toHaveValue(article.title)
  await title.fill(newTitle)
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(page.getByText(/mis à jour|succès/i).first()).toBeVisible()

  await page.goto(`/blog/${article.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible()
  await expect(page).toHaveTitle(newTitle)
})

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`the blog's pages pass axe (WCAG 2.1 AA) at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize(viewport)
    for (const path of ['/blog', `/blog?category=${category.slug}`, '/blog?q=introuvable', `/blog/${article.slug}`, '/blog/inconnu']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      const summary = results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
      expect(summary, `${path}: accessibility violations`).toEqual([])
      // No horizontal scroll on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    }
  })
}
