/**
 * Reading on (issue 36 item 3) in Chromium: under a demo article, « À lire aussi » offers three
 * other articles; the author's name leads to their page (photo, bio, their articles), from
 * which a card leads back to an article. Both pages pass axe at a phone's and a desktop's width;
 * an unknown author is a 404 with a way back.
 */
import type { Page } from '@playwright/test'
import { DEMO_ARTICLES } from '@/cms/features/blog/demo/articles'
import { expect, test } from './fixtures'
import { expectNoViolations } from './accessibility-check'

const PUBLISHED = DEMO_ARTICLES.filter((article) => article.status === 'published')
const SCREENSHOTS = process.env.BLOG_READING_SCREENSHOTS

/** Checked at a phone's width and a desktop's; saved for a look when BLOG_READING_SCREENSHOTS names a folder. */
async function atBothWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    await expectNoViolations(page, `${name} at ${width} px`)
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('a reader goes from an article to related ones and to its author’s page', async ({ page }) => {
  const article = PUBLISHED[0]!
  await page.goto(`/blog/${article.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const related = page.getByRole('region', { name: 'À lire aussi' })
  const relatedTitles = related.getByRole('heading', { level: 3 })
  await expect(relatedTitles).toHaveCount(3)
  for (const title of await relatedTitles.allTextContents()) expect(title).not.toBe(article.title)
  await atBothWidths(page, 'article')

  // The byline names the author and leads to their page.
  await page.getByRole('article').first().getByRole('link', { name: 'Karim Haddad' }).first().click()
  await expect(page).toHaveURL(/\/blog\/auteur\/karim-haddad$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Karim Haddad' })).toBeVisible()
  const photo = page.getByRole('img', { name: 'Portrait de Karim Haddad' })
  await expect(photo).toBeVisible()
  // Loaded from the library (its WebP width through srcset), not a broken image.
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  await expect(page.getByText(/^Juriste d’affaires à Alger/)).toBeVisible()
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(PUBLISHED.length)
  await atBothWidths(page, 'author')

  // A card leads back to an article.
  const other = PUBLISHED[1]!
  await cards.getByRole('link', { name: other.title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/blog/${other.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('an unknown author is « Auteur non trouvé », with a way back to the blog', async ({ page }) => {
  const response = await page.goto('/blog/auteur/personne-de-ce-nom')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Auteur non trouvé' })).toBeVisible()
  await page.getByRole('link', { name: 'Retour au blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})
