/**
 * The funnel and the account pages in Arabic (issue 37), at a phone's and a desktop's width: the
 * two steps, the local test payment and the confirmation under /ar, right to left, with no French
 * word left and no axe violation on any screen; a name typed in Arabic script goes through as
 * typed, and the lead keeps the page's language. Then, with both card providers configured, the
 * choice of card in Arabic, and Chargily brings the buyer back to the Arabic confirmation.
 */
import { expect as baseExpect, type Page, test as baseTest } from '@playwright/test'
import { startCardProvidersServer } from '../helpers/card-providers-server'
import type { ChargilyStandIn } from '../helpers/chargily-stand-in'
import { connectToDatabase } from '../helpers/database'
import type { TestServer } from '../helpers/test-server'
import { expectNoViolations } from './accessibility-check'
import { expectArabicScreen } from './arabic-check'
import { expect, test, uniqueEmail, wakeIsland } from './fixtures'

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]

/** A founder's name as typed on an Arabic keyboard. */
const ARABIC_NAME = 'كريم بن علي'
const SHOTS = process.env.SHOTS_DIR

/** An Arabic screen as the checks want it, and its picture when SHOTS_DIR asks for them (looked at by hand). */
async function checkScreen(page: Page, label: string, width: number) {
  await expectArabicScreen(page, label)
  await expectNoViolations(page, label)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${label.replace(/\W+/g, '-')}-${width}.png`, fullPage: true })
}

async function fillStep1(page: Page, email: string) {
  await page.getByLabel('الاسم الكامل').fill(ARABIC_NAME)
  await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(email)
  await page.getByLabel('رقم واتساب').fill('0551234567')
}

// First, on servers of their own that are stopped before the shared one starts: both card providers.
baseTest.describe('the Arabic choice of card, with Chargily and Stripe configured', () => {
  baseTest.describe.configure({ mode: 'serial' })
  let server: TestServer
  let chargily: ChargilyStandIn
  let stop: () => Promise<void>

  baseTest.beforeAll(async () => {
    baseTest.setTimeout(180_000)
    ;({ server, chargily, stop } = await startCardProvidersServer())
  })
  baseTest.afterAll(() => stop?.())

  for (const viewport of VIEWPORTS) {
    baseTest(`the card in dinars or in euros, in Arabic, back to the Arabic confirmation, at ${viewport.name} width`, async ({ page }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.setViewportSize(viewport)
      await page.goto(`${server.baseUrl}/ar/creer-entreprise`)
      await wakeIsland(page, 'lead-funnel')
      await fillStep1(page, `dinars-${Date.now().toString(36)}@exemple.dz`)
      await page.getByRole('button', { name: 'التالي' }).click()

      const full = page.getByRole('radio', { name: /المرافقة الكاملة/ })
      // Accessible names read no-break spaces as spaces.
      await baseExpect(full).toHaveAccessibleName(/150\s000\sدج.*أو 997\s€/)
      await full.check()
      const algerian = page.getByRole('radio', { name: 'البطاقة الذهبية EDAHABIA أو بطاقة CIB (بالدينار) 150\u00a0000,00\u00a0دج' })
      const international = page.getByRole('radio', { name: 'بطاقة بنكية دولية (باليورو) 997,00\u00a0€' })
      await baseExpect(algerian).toBeVisible()
      await baseExpect(international).toBeVisible()
      await international.check()
      await baseExpect(page.getByText('997,00\u00a0€ شاملة الرسوم')).toBeVisible()
      await algerian.check()
      await baseExpect(page.getByText('150\u00a0000,00\u00a0دج شاملة الرسوم')).toBeVisible()
      await page.getByRole('checkbox', { name: /الشروط العامة للبيع/ }).check()
      await page.getByRole('checkbox', { name: /تبدأ الخدمة فور تأكيد الدفع/ }).check()
      await checkScreen(page, 'funnel step 2 with the choice of card', viewport.width)

      await page.getByRole('button', { name: 'إتمام الطلب' }).click()
      await baseExpect(page.getByTestId('chargily-amount')).toHaveText(/^150\s000 DZD$/, { timeout: 15_000 })
      baseExpect(chargily.createRequests.at(-1)).toMatchObject({ locale: 'ar' })
      baseExpect(String(chargily.createRequests.at(-1)?.success_url)).toContain('/ar/confirmation-commande?session_id=')
      baseExpect(String(chargily.createRequests.at(-1)?.failure_url)).toContain('/ar/creer-entreprise?reprise=')
      await page.getByRole('button', { name: 'Payer avec EDAHABIA' }).click()

      await baseExpect(page).toHaveURL(/\/ar\/confirmation-commande\?session_id=chg_/)
      const summary = page.getByRole('region', { name: 'ملخص طلبك' })
      await baseExpect(summary.getByTestId('order-amount')).toHaveText('150\u00a0000,00\u00a0دج')
      await baseExpect(summary.getByText('مدفوع', { exact: true })).toBeVisible()
      await checkScreen(page, 'confirmation in dinars', viewport.width)
      baseExpect(errors).toEqual([])
    })
  }
})

for (const viewport of VIEWPORTS) {
  test.describe(`the Arabic funnel at ${viewport.name} width`, () => {
    test.use({ viewport })

    test('the two steps, the local test payment and the Arabic confirmation; the lead is Arabic', async ({ page, app }) => {
      const email = uniqueEmail('arabe')
      await page.goto('/ar/creer-entreprise')
      await expect(page).toHaveTitle(/إنشاء شركتي/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('أنشئ شركتك')
      await wakeIsland(page, 'lead-funnel')
      await expect(page.getByText('الخطوة 1 من 2')).toBeVisible()
      // Algeria's code first on the Arabic page; the number reads left to right.
      await expect(page.getByLabel('رمز الدولة')).toHaveValue('+213')
      await expect(page.getByLabel('رمز الدولة').locator('option').first()).toHaveText('الجزائر (+213)')
      await expect(page.getByLabel('رقم واتساب')).toHaveAttribute('dir', 'ltr')
      await expect(page.getByLabel('البريد الإلكتروني', { exact: true })).toHaveAttribute('dir', 'ltr')
      await checkScreen(page, 'funnel step 1', viewport.width)

      await fillStep1(page, email)
      await expect(page.getByLabel('رقم واتساب')).toHaveValue('05 51 23 45 67')
      await page.getByRole('button', { name: 'التالي' }).click()
      await expect(page.getByText('الخطوة 2 من 2')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'العرض' })).toBeFocused()
      const full = page.getByRole('radio', { name: /المرافقة الكاملة/ })
      // Accessible names read no-break spaces as spaces.
      await expect(full).toHaveAccessibleName(/997\s€ شاملة الرسوم، دفعة واحدة/)
      await expect(page.getByRole('radio', { name: /دليل إنشاء الشركة/ })).toHaveAccessibleName(/مجاني/)
      await full.check()
      await expect(page.getByRole('link', { name: /الشروط العامة للبيع/ }).first()).toHaveAttribute('href', '/ar/conditions-generales')
      await page.getByRole('checkbox', { name: /الشروط العامة للبيع/ }).check()
      await page.getByRole('checkbox', { name: /تبدأ الخدمة فور تأكيد الدفع/ }).check()
      await expect(page.getByText('997,00\u00a0€ شاملة الرسوم')).toBeVisible()
      await checkScreen(page, 'funnel step 2', viewport.width)

      // The back arrow points to the reading start (the right), the forward one away from it.
      const back = page.getByRole('button', { name: 'رجوع' })
      expect(await back.locator('svg').evaluate((icon) => getComputedStyle(icon).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)')

      await page.getByRole('button', { name: 'إتمام الطلب' }).click()
      await expect(page).toHaveURL(/\/ar\/paiement-test\/cs_local_/, { timeout: 15_000 })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ملخص الطلب')
      await expect(page.getByText(ARABIC_NAME)).toBeVisible()
      await expect(page.getByText(email)).toBeVisible()
      await checkScreen(page, 'test checkout', viewport.width)

      await page.getByRole('button', { name: 'ادفع 997,00\u00a0€ (تجريبي)', exact: true }).click()
      await expect(page).toHaveURL(/\/ar\/confirmation-commande\?session_id=cs_local_/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('شكرًا على طلبك!')
      const summary = page.getByRole('region', { name: 'ملخص طلبك' })
      await expect(summary.getByTestId('order-number')).toHaveText(/^GS-[0-9A-Z]{8}$/)
      await expect(summary.getByText(ARABIC_NAME, { exact: true })).toBeVisible()
      await expect(summary.getByText('إنشاء شركة — الخدمة الكاملة')).toBeVisible()
      await expect(summary.getByTestId('order-amount')).toHaveText('997,00\u00a0€')
      await expect(summary.getByText('مدفوع', { exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: 'الدخول إلى فضاء الزبون' })).toHaveAttribute('href', '/ar/dashboard')
      // The new account's password card, in Arabic too.
      await expect(page.getByRole('heading', { name: 'اختر كلمة المرور' })).toBeVisible()
      await checkScreen(page, 'confirmation', viewport.width)

      const db = await connectToDatabase(app.server)
      try {
        const leads = await db.query('select nom_complet, language from leads where email = $1', [email])
        expect(leads.rows).toEqual([{ nom_complet: ARABIC_NAME, language: 'ar' }])
        const users = await db.query('select first_name, last_name, language from users where email = $1', [email])
        expect(users.rows).toEqual([{ first_name: 'كريم', last_name: 'بن علي', language: 'ar' }])
        const projects = await db.query('select p.name from projects p join users u on u.id = p.user_id where u.email = $1', [email])
        expect(projects.rows).toEqual([{ name: `إنشاء شركة — ${ARABIC_NAME}` }])
      } finally {
        await db.end()
      }
    })

    test('the free guide in Arabic: the lead is Arabic, the success panel, then the Arabic home page', async ({ page, app }) => {
      const email = uniqueEmail('guide-arabe')
      await page.goto('/ar/creer-entreprise?offre=guide')
      await wakeIsland(page, 'lead-funnel')
      await fillStep1(page, email)
      await page.getByRole('button', { name: 'التالي' }).click()
      await expect(page.getByRole('radio', { name: /دليل إنشاء الشركة/ })).toBeChecked()
      await expect(page.getByText('المجموع')).toBeVisible()
      await page.getByRole('button', { name: 'إتمام الطلب' }).click()
      await expect(page.getByRole('heading', { name: 'دليلك في الطريق إليك!' })).toBeFocused()
      await expect(page.getByText(email)).toBeVisible()
      // Checked at once: the panel leads home after 2 s.
      await expectArabicScreen(page, 'guide requested')
      await expect(page).toHaveURL(/\/ar$/)

      const db = await connectToDatabase(app.server)
      try {
        const { rows } = await db.query('select nom_complet, language, offre from leads where email = $1', [email])
        expect(rows).toEqual([{ nom_complet: ARABIC_NAME, language: 'ar', offre: 'guide' }])
      } finally {
        await db.end()
      }
    })

    test('cancelling the test payment reopens the Arabic funnel at step 2, with what was typed', async ({ page }) => {
      await page.goto('/ar/creer-entreprise?offre=complet')
      await wakeIsland(page, 'lead-funnel')
      await fillStep1(page, uniqueEmail('annule-arabe'))
      await page.getByRole('button', { name: 'التالي' }).click()
      await page.getByRole('checkbox', { name: /الشروط العامة للبيع/ }).check()
      await page.getByRole('checkbox', { name: /تبدأ الخدمة فور تأكيد الدفع/ }).check()
      await page.getByRole('button', { name: 'إتمام الطلب' }).click()
      await expect(page).toHaveURL(/\/ar\/paiement-test\//, { timeout: 15_000 })
      await page.getByRole('button', { name: 'إلغاء الدفع' }).click()

      await expect(page).toHaveURL(/\/ar\/creer-entreprise$/)
      await expect(page.getByText('الخطوة 2 من 2')).toBeVisible()
      await expect(page.getByTestId('funnel-resume-notice')).toContainText('أُلغي الدفع')
      await page.getByRole('button', { name: 'رجوع' }).click()
      await expect(page.getByLabel('الاسم الكامل')).toHaveValue(ARABIC_NAME)
      await expect(page.getByLabel('رمز الدولة')).toHaveValue('+213')
      await checkScreen(page, 'funnel resumed, step 1', viewport.width)
    })

    test('register, log in and the password pages, in Arabic; the links stay in Arabic', async ({ page }) => {
      const email = uniqueEmail('compte-arabe')
      await page.goto('/ar/register')
      await expect(page).toHaveTitle(/إنشاء حساب/)
      await wakeIsland(page, 'register-form')
      await checkScreen(page, 'register', viewport.width)
      const registerCard = page.locator('[data-island="register-form"]')
      await expect(registerCard.getByRole('link', { name: 'تسجيل الدخول', exact: true })).toHaveAttribute('href', '/ar/login')
      await page.getByLabel('الاسم', { exact: true }).fill('كريم')
      await page.getByLabel('اللقب').fill('بن علي')
      await page.getByLabel('البريد الإلكتروني').fill(email)
      await page.getByLabel('كلمة المرور', { exact: true }).fill('motdepasse1')
      await page.getByLabel('تأكيد كلمة المرور').fill('motdepasse1')
      await page.getByRole('button', { name: 'إنشاء حسابي' }).click()

      await expect(page).toHaveURL(/\/ar\/login$/)
      await expect(page.getByText('تم إنشاء الحساب بنجاح!', { exact: true })).toBeVisible()
      await expect(page).toHaveTitle(/تسجيل الدخول/)
      await wakeIsland(page, 'login-form')
      await checkScreen(page, 'login', viewport.width)
      await expect(page.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toHaveAttribute('href', '/ar/mot-de-passe-oublie')
      await page.getByLabel('البريد الإلكتروني').fill(email)
      await page.getByLabel('كلمة المرور').fill('motdepasse1')
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
      await expect(page.getByText('تم تسجيل الدخول بنجاح!', { exact: true })).toBeVisible()
      await expect(page).toHaveURL(/\/ar\/dashboard$/)

      await page.goto('/ar/mot-de-passe-oublie')
      await expect(page).toHaveTitle(/نسيت كلمة المرور/)
      await wakeIsland(page, 'forgot-password-form')
      await checkScreen(page, 'forgot password', viewport.width)
      await page.getByLabel('البريد الإلكتروني').fill(email)
      await page.getByRole('button', { name: 'إرسال الرابط' }).click()
      await expect(page.getByRole('heading', { name: 'تم إرسال الرسالة!' })).toBeVisible()
      await expect(page.getByText(email)).toBeVisible()
      await checkScreen(page, 'forgot password, sent', viewport.width)

      await page.goto('/ar/reinitialiser-mot-de-passe?token=abc')
      await wakeIsland(page, 'reset-password-form')
      await expect(page.getByRole('heading', { name: 'كلمة مرور جديدة' })).toBeVisible()
      await checkScreen(page, 'reset password', viewport.width)
      // Without a token: said in Arabic, then the Arabic login page.
      await page.goto('/ar/reinitialiser-mot-de-passe')
      await expect(page).toHaveURL(/\/ar\/login$/)
      await expect(page.getByText('رابط غير صالح', { exact: true })).toBeVisible()
    })
  })
}
