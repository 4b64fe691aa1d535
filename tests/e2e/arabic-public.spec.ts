/**
 * The public site in Arabic (issue 37): the landing page, the three legal pages and the newsletter
 * under /ar are right to left, hold no French word in their visible text, scroll no sideways and
 * pass axe, on a phone and on a desktop; the header's switch goes to the same page in the other
 * language; without JavaScript /ar is whole Arabic HTML with its hreflang alternates.
 * Screenshots under test-results/ for a look.
 */
import type { Page } from '@playwright/test'
import { expectNoViolations } from './accessibility-check'
import { expectArabicScreen } from './arabic-check'
import { expect, test } from './fixtures'

const token = 'a'.repeat(32)

const PAGES = [
  { path: '/ar', heading: 'أنشئ مؤسستك دون أن تتوه في الإجراءات', shot: 'landing' },
  { path: '/ar/mentions-legales', heading: 'البيانات القانونية', shot: 'legal-notice' },
  { path: '/ar/politique-confidentialite', heading: 'سياسة الخصوصية', shot: 'privacy-policy' },
  { path: '/ar/conditions-generales', heading: 'الشروط العامة للبيع', shot: 'terms-of-sale' },
  { path: '/ar/newsletter', heading: 'نشرة المدونة', shot: 'newsletter' },
  { path: '/ar/newsletter?etat=confirmee', heading: 'تم تأكيد اشتراكك!', shot: 'newsletter-confirmed' },
  { path: '/ar/newsletter?etat=lien-invalide', heading: 'انتهت صلاحية الرابط', shot: 'newsletter-link-expired' },
  { path: `/ar/newsletter/confirmation?jeton=${token}`, heading: 'تأكيد اشتراكك', shot: 'newsletter-confirm' },
  { path: `/ar/newsletter/desinscription?abonne=1&jeton=${token}`, heading: 'إلغاء الاشتراك في النشرة', shot: 'newsletter-unsubscribe' },
] as const

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })

for (const width of [390, 1280]) {
  test(`the Arabic public pages read right to left, in Arabic only, and pass axe (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const { path, heading, shot: name } of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expectArabicScreen(page, `${path} at ${width} px`)
      await expectNoViolations(page, `${path} at ${width} px`)
      await shot(page, `${name}-${width}`)
    }
  })
}

test('the Arabic landing page: its chat widget speaks Arabic, its links stay under /ar, its prices are isolated', async ({ page }) => {
  await page.goto('/ar')
  await expect(page.locator('[data-island="chat-widget"]')).toHaveAttribute('data-island-hydrated', 'true')
  await page.getByRole('button', { name: 'افتح محادثة WhatsApp (رسالة جديدة واحدة)' }).click()
  const panel = page.getByRole('dialog', { name: 'لنتحدث عبر WhatsApp' })
  await expect(panel.getByRole('link')).toHaveCount(5)
  await expect(panel.getByRole('link').first()).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/)
  expect(decodeURIComponent((await panel.getByRole('link').first().getAttribute('href'))!.split('text=')[1]!)).toBe(
    'السلام عليكم، أرغب في إنشاء مؤسستي.',
  )
  await expectArabicScreen(page, '/ar with the chat open')
  await expectNoViolations(page, '/ar with the chat open')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()

  // Router links and plain links alike keep the visitor in Arabic.
  await expect(page.getByRole('link', { name: 'انطلق الآن!' })).toHaveAttribute('href', '/ar/creer-entreprise')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'البيانات القانونية' })).toHaveAttribute('href', '/ar/mentions-legales')
  await expect(footer.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/ar/politique-confidentialite')
  await expect(footer.getByRole('link', { name: 'الشروط العامة للبيع' })).toHaveAttribute('href', '/ar/conditions-generales')
  await expect(page.getByRole('link', { name: 'المادة 4 من شروطنا العامة' })).toHaveAttribute(
    'href',
    '/ar/conditions-generales#garantie-30-jours',
  )
  // The amount keeps its own direction inside the Arabic sentence.
  await expect(page.locator('#offres bdi').first()).toHaveText(/^997\s€$/)
})

test('the language switch goes to the same page in the other language', async ({ page }) => {
  await page.goto('/ar')
  const toFrench = page.getByRole('banner').getByRole('link', { name: 'Français' })
  await expect(toFrench).toHaveAttribute('hreflang', 'fr')
  await toFrench.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créez votre entreprise sans vous perdre dans les démarches')

  await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL(/\/ar$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

  // On a phone too, and from a legal page: the same document in French.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ar/conditions-generales')
  const phoneSwitch = page.getByRole('banner').getByRole('link', { name: 'Français' })
  await expect(phoneSwitch).toBeInViewport()
  await phoneSwitch.click()
  await expect(page).toHaveURL(/\/conditions-generales$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions générales de vente')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/ar is whole Arabic HTML, right to left, with its hreflang alternates', async ({ page, request, baseURL }) => {
    const response = await request.get('/ar')
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<html lang="ar" dir="rtl">/)
    const alternate = (language: string, path: string) =>
      new RegExp(`<link rel="alternate" hreflang="${language}" href="${baseURL}${path}"/>`, 'i')
    expect(html).toMatch(alternate('fr', '/'))
    expect(html).toMatch(alternate('ar', '/ar'))
    expect(html).toMatch(alternate('x-default', '/'))
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/ar"/>`)
    expect(html).toContain('<title>أنشئ مؤسستك عبر الإنترنت مع خبراء محليين | ')

    await page.goto('/ar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أنشئ مؤسستك دون أن تتوه في الإجراءات')
    await expectArabicScreen(page, '/ar without JavaScript')
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /^أنشئ شركتك عبر الإنترنت/)
    await expect(page.locator('head meta[property="og:image:alt"]')).toHaveAttribute('content', /: أنشئ مؤسستك عبر الإنترنت/)
  })
})
