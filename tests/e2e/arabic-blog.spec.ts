/**
 * The Arabic blog (issue 37 item 5) in Chromium, at a phone's width and a desktop's: /ar/blog
 * lists the demo's Arabic articles, an Arabic article reads right to left with no French word
 * left on screen, both pass axe; the header's language switch, and the article's own link, lead
 * to its French version. Without JavaScript the article is whole Arabic HTML with its hreflang
 * alternates. ARABIC_BLOG_SCREENSHOTS names a folder to keep screenshots in, for a look.
 */
import type { Page } from '@playwright/test'
// The articles' data only: the demo's index brings Payload's rich-text editor, whose Lexical packages, loaded by
// Playwright with the spec files, now and then leave Node 20 waiting for ever (cms/infra/lib/preload-lexical.ts).
import { DEMO_ARABIC_ARTICLES } from '@/cms/features/blog/demo/articles'
import { expectArabicScreen } from './arabic-check'
import { expectNoViolations } from './accessibility-check'
import { expect, test } from './fixtures'

const SCREENSHOTS = process.env.ARABIC_BLOG_SCREENSHOTS
const CNRC = DEMO_ARABIC_ARTICLES.find((article) => article.slug === 'al-tasjil-fi-al-cnrc')!

async function looked(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true })
}

for (const width of [390, 1280]) {
  test(`a reader finds an Arabic article on /ar/blog and goes to its French version, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/ar/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إنشاء مؤسستك وتسييرها، خطوةً بخطوة')
    const cards = page.getByRole('region', { name: 'أحدث المقالات' }).getByRole('heading', { level: 3 })
    await expect(cards).toHaveText(DEMO_ARABIC_ARTICLES.map((article) => article.title).reverse())
    await expectArabicScreen(page, `/ar/blog at ${width} px`)
    await expectNoViolations(page, `/ar/blog at ${width} px`)
    await looked(page, `ar-blog-${width}`)

    await cards.filter({ hasText: CNRC.title }).getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/ar/blog/${CNRC.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CNRC.title)
    await expect(page.getByRole('heading', { level: 2, name: 'الخطوة الأولى: شهادة التسمية' })).toBeVisible()
    await expectArabicScreen(page, `an Arabic article at ${width} px`)
    await expectNoViolations(page, `an Arabic article at ${width} px`)
    await looked(page, `ar-article-${width}`)

    // The article names its French version; the header's switch goes there too.
    const french = page.getByRole('article').getByRole('link', { name: /Créer une SARL en Algérie/ })
    await expect(french).toHaveAttribute('href', `/blog/${CNRC.translationOfSlug}`)
    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(new RegExp(`/blog/${CNRC.translationOfSlug}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Créer une SARL en Algérie')
  })
}

test('without JavaScript, an Arabic article is whole Arabic HTML with its hreflang alternates', async ({ browser, baseURL, request }) => {
  const response = await request.get(`/ar/blog/${CNRC.slug}`)
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('<html lang="ar" dir="rtl">')
  expect(html).toContain(`<link rel="alternate" hrefLang="ar" href="${baseURL}/ar/blog/${CNRC.slug}"/>`)
  expect(html).toContain(`<link rel="alternate" hrefLang="fr" href="${baseURL}/blog/${CNRC.translationOfSlug}"/>`)
  expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${baseURL}/blog/${CNRC.translationOfSlug}"/>`)

  // The same page in a browser that runs no script: all there, all Arabic.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto(`/ar/blog/${CNRC.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CNRC.title)
  await expect(page.getByRole('heading', { level: 2, name: 'بعد القيد: NIF وNIS والضمان الاجتماعي' })).toBeVisible()
  await expectArabicScreen(page, 'an Arabic article without JavaScript')
  await context.close()
})
