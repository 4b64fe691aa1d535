/**
 * The client area in Arabic (issue 37), in a real browser at a phone width and a desktop width: a
 * founder registered in Arabic (Accept-Language: ar) logs in, goes through every tab of
 * /ar/dashboard, opens a procedure named in Arabic, answers the company questionnaire in Arabic,
 * sends a paper (a refused file told in Arabic first), writes to support in Arabic and reads the
 * message as typed, and finds the account's language in the settings; the email confirmation page
 * too. Each screen: right to left, no French word left, no horizontal scroll, axe clean.
 * The dashboard and the project page are photographed (test-results/screenshots/arabic-*.png).
 */
import { type Page } from '@playwright/test'
import { minimalPdf } from '../helpers/document-files'
import { expectNoViolations } from './accessibility-check'
import { expectArabicScreen } from './arabic-check'
import { apiContext, expect, test, uniqueEmail } from './fixtures'

const PASSWORD = 'kalimat-sirr-1'
const FIRST_NAME = 'كريم'
const LAST_NAME = 'بن علي'
const PROJECT_NAME = 'شركة الأطلس للتجارة'
const SUBJECT = 'سؤال حول القانون الأساسي'
const MESSAGE = 'السلام عليكم، هل يمكن إيداع رأس المال بعد توقيع القانون الأساسي؟\nشكرًا.'

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/arabic-${name}.png`, fullPage: true })

/** An Arabic screen, checked for its direction and words, then by axe. */
async function checkScreen(page: Page, label: string) {
  await expectArabicScreen(page, label)
  await expectNoViolations(page, label)
}

async function registerInArabic(baseURL: string): Promise<string> {
  const email = uniqueEmail('arabe')
  const api = await apiContext(baseURL)
  const registered = await api.post('/api/register', {
    data: { firstName: FIRST_NAME, lastName: LAST_NAME, email, password: PASSWORD },
    headers: { 'Accept-Language': 'ar' },
  })
  expect(registered.status()).toBe(201)
  await api.dispose()
  return email
}

/** The Arabic login page, which leads to the Arabic dashboard and its welcome. */
async function logIn(page: Page, email: string) {
  await page.goto('/ar/login')
  await page.getByLabel('البريد الإلكتروني').fill(email)
  await page.getByLabel('كلمة المرور').fill(PASSWORD)
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click()
  await expect(page).toHaveURL(/\/ar\/dashboard$/, { timeout: 15_000 })
  await expect(page.getByText(`مرحبًا بك، ${FIRST_NAME}!`, { exact: true }).first()).toBeVisible()
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`Arabic client area (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('every tab, a procedure named in Arabic, its questionnaire, a message as typed, the account', async ({ page, app }) => {
      test.setTimeout(240_000)
      const email = await registerInArabic(app.server.baseUrl)
      await logIn(page, email)

      // The dashboard and its five tabs, before anything is opened.
      await expect(page.getByRole('heading', { name: 'فضاء الزبون', level: 1 })).toBeVisible()
      await expect(page.getByText(`مرحبًا بك، ${FIRST_NAME}!`)).toBeVisible()
      await expect(page.getByRole('heading', { name: 'انطلق في مشروعك' })).toBeVisible()
      await checkScreen(page, 'dashboard')

      await tab(page, 'إجراءاتي').click()
      await expect(page.getByText('ليس لديك أي إجراء جارٍ حاليًا.')).toBeVisible()
      await checkScreen(page, 'procedures, empty')

      await tab(page, 'الرسائل').click()
      await expect(page.getByText(/لا توجد رسائل حاليًا/)).toBeVisible()
      await checkScreen(page, 'messages, empty')

      await tab(page, 'التوطين').click()
      await expect(page.getByRole('heading', { name: 'التوطين', level: 2 })).toBeVisible()
      await checkScreen(page, 'domiciliation')

      await tab(page, 'الإعدادات').click()
      const settings = page.getByRole('tabpanel')
      await expect(settings.getByRole('heading', { name: 'إعدادات الحساب' })).toBeVisible()
      for (const title of ['كلمة المرور', 'البريد الإلكتروني', 'الهاتف', 'اللغة', 'بياناتي', 'إغلاق حسابي']) {
        await expect(settings.getByRole('heading', { name: title, level: 3 })).toBeVisible()
      }
      // Registered from an Arabic page: the account's language is Arabic.
      await expect(settings.getByRole('radio', { name: /العربية/ })).toBeChecked()
      await checkScreen(page, 'settings')
      await shot(page, `settings-${viewport.name}`)

      // A new procedure: the type fills the name in Arabic; the founder names it in Arabic.
      await page.goto('/ar/new-project')
      await expect(page.getByRole('heading', { name: 'مشروع جديد', level: 1 })).toBeVisible()
      await page.getByRole('button', { name: 'إنشاء المشروع' }).click()
      await expect(page.getByText('يُرجى اختيار نوع المشروع')).toBeVisible()
      await page.getByLabel('نوع الإجراء').selectOption('creation')
      await expect(page.getByLabel('اسم المشروع')).toHaveValue(`إنشاء شركة - ${FIRST_NAME} ${LAST_NAME}`)
      await expect(page.getByText(/ننشئ شركتك من البداية إلى النهاية/)).toBeVisible()
      await checkScreen(page, 'new project')
      await page.getByLabel('اسم المشروع').fill(PROJECT_NAME)
      await page.getByLabel(/الوصف/).fill('تجارة المواد الغذائية بالجملة في وهران، مع شريكين.')
      await page.getByRole('button', { name: 'إنشاء المشروع' }).click()
      await expect(page.getByText('تم إنشاء المشروع بنجاح', { exact: true })).toBeVisible()
      await expect(page).toHaveURL(/\/ar\/dashboard$/)

      await tab(page, 'إجراءاتي').click()
      const projectLink = page.getByRole('link', { name: PROJECT_NAME })
      await expect(projectLink).toBeVisible()
      await expect(page.getByText('إنشاء شركة', { exact: true })).toBeVisible()
      await checkScreen(page, 'procedures')

      // The overview now points to the questionnaire of that procedure.
      await tab(page, 'لوحة المتابعة').click()
      await expect(page.getByText('حدّثنا عن شركتك المستقبلية')).toBeVisible()
      await expect(page.getByText(`«${PROJECT_NAME}»`)).toBeVisible()
      await checkScreen(page, 'dashboard with a procedure')
      await shot(page, `dashboard-${viewport.name}`)

      // The project page: its name as typed, the steps and the papers in Arabic.
      await tab(page, 'إجراءاتي').click()
      await projectLink.click()
      await expect(page).toHaveURL(/\/ar\/project\/\d+$/)
      await expect(page.getByRole('heading', { name: PROJECT_NAME, level: 1 })).toBeVisible()
      await expect(page.getByRole('list', { name: 'مراحل إجرائك' }).getByRole('listitem').first()).toContainText('دراسة الطلب')
      await expect(page.getByRole('list', { name: 'عليك تقديمها' }).getByText('بطاقة التعريف أو جواز السفر لكل شريك')).toBeVisible()
      await checkScreen(page, 'project page')
      await shot(page, `project-${viewport.name}`)

      // The questionnaire, answered in Arabic script.
      await page.getByRole('button', { name: 'بدء الاستبيان' }).click()
      await expect(page.getByRole('heading', { name: /البلد والمدينة/ })).toBeVisible()
      await checkScreen(page, 'questionnaire, country')
      await page.getByRole('button', { name: 'متابعة' }).click()
      // The shared schema's messages, in Arabic.
      await expect(page.getByText('يُرجى اختيار بلد التأسيس')).toBeVisible()
      await expect(page.getByText('يُرجى إدخال الولاية أو المدينة (حرفان على الأقل)')).toBeVisible()
      await checkScreen(page, 'questionnaire, refused step')
      await page.getByLabel('الجزائر').check()
      await page.getByLabel('ولاية أو مدينة المقرّ').fill('وهران')
      await page.getByRole('button', { name: 'متابعة' }).click()

      await expect(page.getByRole('heading', { name: /الشكل القانوني والنشاط/ })).toBeVisible()
      await page.getByLabel(/^SARL/).check()
      await page.getByLabel('نشاط الشركة').fill('تجارة المواد الغذائية بالجملة')
      await checkScreen(page, 'questionnaire, legal form')
      await page.getByRole('button', { name: 'متابعة' }).click()

      await expect(page.getByRole('heading', { name: /التسمية/ })).toBeVisible()
      await page.getByLabel('التسمية المفضّلة').fill('الأطلس للتجارة')
      await page.getByRole('button', { name: 'متابعة' }).click()

      await expect(page.getByRole('heading', { name: /الشركاء ورأس المال/ })).toBeVisible()
      await page.getByLabel('الاسم').first().fill(FIRST_NAME)
      await page.getByLabel('اللقب').first().fill(LAST_NAME)
      await page.getByLabel('الحصة (%)').first().fill('50')
      await page.getByRole('button', { name: 'إضافة شريك' }).click()
      await page.getByLabel('الاسم').nth(1).fill('سارة')
      await page.getByLabel('اللقب').nth(1).fill('منصوري')
      await page.getByLabel('الحصة (%)').nth(1).fill('50')
      await page.getByLabel('مبلغ رأس المال').fill('100000')
      await expect(page.getByText('مجموع الحصص: 100%')).toBeVisible()
      await checkScreen(page, 'questionnaire, partners')
      await shot(page, `questionnaire-${viewport.name}`)
      await page.getByRole('button', { name: 'متابعة' }).click()

      await expect(page.getByRole('heading', { name: /التاريخ والملخّص/ })).toBeVisible()
      const start = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
      await page.getByLabel('تاريخ الانطلاق المرغوب').fill(start)
      await expect(page.getByText('وهران', { exact: true })).toBeVisible()
      await checkScreen(page, 'questionnaire, recap')
      await page.getByRole('button', { name: 'إرسال إجاباتي' }).click()
      await expect(page.getByText('تم إرسال الاستبيان', { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'شركتك المستقبلية' })).toBeVisible()
      await expect(page.getByText('سارة منصوري')).toBeVisible()
      await expect(page.getByText('100 000 دج')).toBeVisible()
      await checkScreen(page, 'project page, questionnaire sent')

      // A paper: a wrong file is refused in Arabic, then the identity paper is sent.
      const documents = page.getByRole('region', { name: 'الوثائق' })
      const fileInput = documents.locator('input[type="file"]')
      await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') })
      await expect(documents.getByRole('alert')).toHaveText('لا تُقبل إلا ملفات PDF و JPEG و PNG')
      await fileInput.setInputFiles({ name: 'بطاقة-التعريف.pdf', mimeType: 'application/pdf', buffer: minimalPdf('cni') })
      await expect(page.getByText('تم إرسال الوثيقة', { exact: true })).toBeVisible()
      const sent = documents.getByRole('list', { name: 'الوثائق المُرسَلة' }).getByRole('listitem')
      await expect(sent).toHaveCount(1)
      await expect(sent).toContainText('بطاقة-التعريف.pdf')
      await expect(sent).toContainText('قيد التحقّق')
      await checkScreen(page, 'project page, paper sent')
      await shot(page, `project-after-${viewport.name}`)

      // Its removal, confirmed in an Arabic dialog.
      await sent.getByRole('button', { name: /حذف/ }).click()
      const dialog = page.getByRole('alertdialog', { name: 'حذف هذه الوثيقة؟' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText(/ستُحذف «.*بطاقة-التعريف\.pdf.*» من ملفك/)).toBeVisible()
      await checkScreen(page, 'project page, removal dialog')
      await dialog.getByRole('button', { name: 'حذف الوثيقة' }).click()
      await expect(page.getByText('تم حذف الوثيقة', { exact: true })).toBeVisible()
      await expect(documents.getByText('لم ترسل أي وثيقة بعد.')).toBeVisible()

      // A message to support, in Arabic, read back as typed.
      await page.goto('/ar/dashboard?tab=messages')
      await page.getByRole('button', { name: 'رسالة جديدة' }).click()
      await page.getByLabel('الموضوع').fill(SUBJECT)
      await page.getByLabel('رسالتك').fill(MESSAGE)
      await page
        .getByTestId('attachment-input')
        .setInputFiles({ name: 'عقد-الإيجار.pdf', mimeType: 'application/pdf', buffer: minimalPdf('bail') })
      await expect(page.getByRole('list', { name: 'الملفات المرفقة' })).toContainText('عقد-الإيجار.pdf')
      await expect(page.getByRole('button', { name: 'إزالة عقد-الإيجار.pdf' })).toBeVisible()
      await checkScreen(page, 'new message')
      await page.getByRole('button', { name: 'إرسال', exact: true }).click()
      await expect(page.getByText('تم إرسال الرسالة', { exact: true })).toBeVisible()
      const thread = page.getByRole('article')
      await expect(thread.getByRole('heading', { name: SUBJECT })).toBeVisible()
      const bubble = thread.getByRole('list', { name: 'رسائل المحادثة، من الأقدم إلى الأحدث' }).locator(':scope > li')
      await expect(bubble).toHaveCount(1)
      // As typed (a multipart form sends line breaks as CRLF, which the bubble shows as a plain break).
      expect((await bubble.locator('p').first().innerText()).replace(/[ \r]+\n/g, '\n')).toBe(MESSAGE)
      await expect(bubble.getByText('أنت', { exact: true })).toBeVisible()
      await expect(bubble.getByRole('list', { name: 'المرفقات' }).getByRole('link')).toContainText(/عقد-الإيجار\.pdf.*بايت/)
      await checkScreen(page, 'conversation')
      await shot(page, `conversation-${viewport.name}`)

      // The account's language: French chosen and saved, then the offer to read the client area in French.
      await page.goto('/ar/dashboard?tab=parametres')
      const language = page.getByRole('region', { name: 'اللغة' })
      await expect(language.getByRole('radio', { name: /العربية/ })).toBeChecked()
      await language.getByRole('radio', { name: /Français/ }).check()
      await language.getByRole('button', { name: 'حفظ اللغة' }).click()
      await expect(page.getByText('تم حفظ اللغة', { exact: true })).toBeVisible()
      await expect(language.getByText('ستصلك رسائلك الإلكترونية ووثائقك من الآن فصاعدًا باللغة الفرنسية.')).toBeVisible()
      await checkScreen(page, 'language saved')
      await shot(page, `language-saved-${viewport.name}`)
      await language.getByRole('link', { name: 'Afficher mon espace client en français' }).click()
      await expect(page).toHaveURL(/\/dashboard\?tab=parametres$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      const langue = page.getByRole('region', { name: 'Langue' })
      await expect(langue.getByRole('radio', { name: /Français/ })).toBeChecked()
      await langue.getByRole('radio', { name: /العربية/ }).check()
      await langue.getByRole('button', { name: 'Enregistrer la langue' }).click()
      await expect(langue.getByText('Vos e-mails et vos documents vous parviendront désormais en arabe.')).toBeVisible()
      await langue.getByRole('link', { name: 'عرض فضائي باللغة العربية' }).click()
      await expect(page).toHaveURL(/\/ar\/dashboard\?tab=parametres$/)
      await expect(page.getByRole('region', { name: 'اللغة' }).getByRole('radio', { name: /العربية/ })).toBeChecked()

      // The email confirmation page, reached without its token.
      await page.goto('/ar/confirmer-email')
      await expect(page.getByRole('heading', { name: 'رابط غير صالح' })).toBeVisible()
      await expect(page.getByText('رابط التأكيد غير صالح أو انتهت صلاحيته.')).toBeVisible()
      // The page's own card; its header is the public pages' (PublicLayout), checked with them.
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      expect((await page.locator('main').innerText()).match(/[A-Za-zÀ-ÖØ-öø-ÿ]{2,}/g) ?? [], 'email confirmation: French words').toEqual([])
      await expectNoViolations(page, 'email confirmation')
    })
  })
}
