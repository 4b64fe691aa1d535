/**
 * The API in the caller's language (issue 37), through the real server: `Accept-Language` first,
 * then the logged-in account's language, else French; the answer says which (`Content-Language`)
 * and its `error`, `message` and `fields` are translated (contract/i18n/messages/ar.json), French
 * answers staying as they were. The account's language: stored at registration from the page's
 * language, read and changed through /api/account. And Arabic typed anywhere (names, messages,
 * project names, questionnaire answers, the funnel, the contact form) passes the schemas, is
 * stored and returned as typed, and is found by the back-office's searches.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_UPDATE_EMPTY, LANGUAGE_INVALID } from '@/contract/account'
import { translateApiMessage } from '@/contract/i18n/api-messages'
import { isolate } from '@/contract/i18n/format'
import { ApiClient } from '../helpers/api-client'
import { startAdminServer } from '../helpers/admin-server'
import { newClientData } from '../helpers/factories'
import { guideRequest } from '../helpers/funnel'
import type { TestServer } from '../helpers/test-server'

let server: TestServer
let db: pg.Client
let admin: ApiClient
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ server, db, admin, stop } = await startAdminServer())
}, 120_000)
afterAll(() => stop?.())

let visitors = 0
/** A browser-like client from its own address (per-address limits stay apart), sending `headers` on every call. */
const visitor = (headers: Record<string, string> = {}) =>
  new ApiClient(server.baseUrl, { 'X-Forwarded-For': `198.51.100.${(++visitors % 250) + 1}`, ...headers })
const arabicVisitor = () => visitor({ 'Accept-Language': 'ar' })

/** An account opened from a page in `language`, and a client logged into it (sending no Accept-Language). */
async function accountFrom(language: 'fr' | 'ar', overrides: Partial<ReturnType<typeof newClientData>> = {}) {
  const data = newClientData(overrides)
  const registered = await visitor({ 'Accept-Language': language }).post<{ user: { id: number } }>('/api/register', data)
  expect(registered.status, JSON.stringify(registered.body)).toBe(201)
  const api = visitor()
  expect((await api.post('/api/login', { email: data.email, password: data.password })).status).toBe(200)
  return { ...data, id: registered.body.user.id, api }
}

/** A call holding only the session cookie: no Origin, no Accept-Language (a script, an app). */
async function cookieOnly(api: ApiClient, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { Cookie: api.cookieHeader() }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return {
    status: response.status,
    language: response.headers.get('content-language'),
    body: (await response.json()) as Record<string, unknown>,
  }
}

const storedLanguage = async (id: number) =>
  (await db.query<{ language: string }>('SELECT language FROM users WHERE id = $1', [id])).rows[0]!.language

describe('the language of an answer', () => {
  const invalidRegistration = { ...newClientData(), firstName: 'A', email: 'pas-un-email' }

  it('answers an invalid registration in Arabic to Accept-Language: ar, and in French otherwise, unchanged', async () => {
    const arabic = await arabicVisitor().post<{ error: string; message: string; fields: Record<string, string> }>(
      '/api/register',
      invalidRegistration,
    )
    expect(arabic.status).toBe(400)
    expect(arabic.headers.get('content-language')).toBe('ar')
    expect(arabic.body).toEqual({
      success: false,
      error: 'يجب أن يتكوّن الاسم الشخصي من حرفين على الأقل',
      message: 'يجب أن يتكوّن الاسم الشخصي من حرفين على الأقل',
      fields: { firstName: 'يجب أن يتكوّن الاسم الشخصي من حرفين على الأقل', email: 'بريد إلكتروني غير صالح' },
    })

    const french = await visitor().post('/api/register', invalidRegistration)
    expect(french.status).toBe(400)
    expect(french.headers.get('content-language')).toBe('fr')
    expect(french.body).toEqual({
      success: false,
      error: 'Le prénom doit contenir au moins 2 caractères',
      message: 'Le prénom doit contenir au moins 2 caractères',
      fields: { firstName: 'Le prénom doit contenir au moins 2 caractères', email: 'Email invalide' },
    })
    // Accept-Language: fr is the same answer, byte for byte.
    const sameText = async (headers: Record<string, string>) =>
      (
        await fetch(`${server.baseUrl}/api/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${(++visitors % 250) + 1}`, ...headers },
          body: JSON.stringify(invalidRegistration),
        })
      ).text()
    expect(await sameText({ 'Accept-Language': 'fr-FR,fr;q=0.9' })).toBe(await sameText({}))
    expect(await sameText({ 'Accept-Language': 'en-US,en;q=0.9' })).toBe(await sameText({}))
  })

  it('keeps the register screen’s English markers in front of the Arabic (spec 1 §8)', async () => {
    const refused = await arabicVisitor().post<{ error: string; message: string }>('/api/register', { ...newClientData(), email: 'x' })
    expect(refused.body).toMatchObject({ error: 'بريد إلكتروني غير صالح', message: 'Invalid email: بريد إلكتروني غير صالح' })
    const client = await accountFrom('fr')
    const taken = await arabicVisitor().post('/api/register', newClientData({ email: client.email }))
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({
      error: 'يوجد حساب بهذا البريد الإلكتروني. يُرجى استعمال صفحة تسجيل الدخول.',
      message: 'User already exists: يوجد حساب بهذا البريد الإلكتروني.',
    })
  })

  it('follows Accept-Language’s preferences: the first of ours by weight', async () => {
    const answer = (language: string) => visitor({ 'Accept-Language': language }).post('/api/register', invalidRegistration)
    expect((await answer('en-GB, ar-DZ;q=0.8, fr;q=0.5')).headers.get('content-language')).toBe('ar')
    expect((await answer('ar;q=0.3, fr-FR;q=0.9')).headers.get('content-language')).toBe('fr')
  })

  it('gives zod’s own messages (a wrong type) in Arabic from zod’s Arabic locale', async () => {
    // A list where the route expects an object: the object schema has no message of its own.
    const arabic = await arabicVisitor().post<{ error: string }>('/api/forgot-password', [])
    expect(arabic.status).toBe(400)
    expect(arabic.body.error).toBe('مدخلات غير مقبولة: يفترض إدخال object، ولكن تم إدخال array')
    const french = await visitor().post<{ error: string }>('/api/forgot-password', [])
    expect(french.body.error).toMatch(/^Entrée invalide/)
  })

  it('translates a message with a value (an email) and keeps that value as one left-to-right run', async () => {
    const client = await accountFrom('ar')
    const asked = await client.api.request<{ message: string }>('POST', '/api/account/email', {
      newEmail: `nouvelle-${client.id}@example.com`,
      password: client.password,
    })
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    expect(asked.body.message).toBe(
      `أرسلنا رابط تأكيد إلى ${isolate(`nouvelle-${client.id}@example.com`)}. يبقى عنوانك الحالي هو عنوان الحساب ما دمت لم تفتح ذلك الرابط.`,
    )
  })

  it('answers failures before any route in the header’s language: a body that is not JSON, an unknown route', async () => {
    const broken = await arabicVisitor().raw('POST', '/api/register', '{"firstName":')
    expect(broken.status).toBe(400)
    expect(broken.headers.get('content-language')).toBe('ar')
    expect(broken.body).toMatchObject({ error: 'محتوى الطلب ليس بصيغة JSON صالحة.' })
    const unknown = await arabicVisitor().get<{ error: string }>('/api/nulle-part')
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe(`مسار API غير معروف: ${isolate('GET')} ${isolate('/api/nulle-part')}`)
    expect((await visitor().get('/api/nulle-part')).body).toEqual({ success: false, error: 'Route API inconnue : GET /api/nulle-part' })
  })

  it('translates a success answer’s message', async () => {
    const sent = await arabicVisitor().post('/api/forgot-password', { email: 'personne@example.com' })
    expect(sent.status).toBe(200)
    expect(sent.headers.get('content-language')).toBe('ar')
    expect(sent.body).toEqual({ success: true, message: 'إن وُجد حساب بهذا العنوان، فقد أُرسلت إليه للتو رسالة لإعادة تعيين كلمة المرور.' })
  })
})

describe('the account’s language', () => {
  it('is the language of the page the account was opened from', async () => {
    const arabic = await accountFrom('ar')
    const french = await accountFrom('fr')
    expect(await storedLanguage(arabic.id)).toBe('ar')
    expect(await storedLanguage(french.id)).toBe('fr')
    expect((await arabic.api.get('/api/account')).body).toEqual({
      success: true,
      account: { email: arabic.email, phone: null, language: 'ar' },
    })
    expect((await french.api.get('/api/account')).body).toMatchObject({ account: { language: 'fr' } })
  })

  it('answers an Arabic account in Arabic when the call names no language (only the session cookie)', async () => {
    const client = await accountFrom('ar')
    const refused = await cookieOnly(client.api, 'PATCH', '/api/account', {})
    expect(refused).toMatchObject({ status: 400, language: 'ar', body: { error: translateApiMessage('ar', ACCOUNT_UPDATE_EMPTY) } })
    expect(refused.body.error).toBe('تعديل غير صالح: يُرجى تحديد رقم الهاتف أو اللغة')
    const missing = await cookieOnly(client.api, 'GET', '/api/project/2000000000')
    expect(missing).toMatchObject({ status: 404, language: 'ar', body: { error: 'المشروع غير موجود' } })
    // On a route open to anyone, the cookie's account still says the language.
    const anonymousRoute = await cookieOnly(client.api, 'POST', '/api/forgot-password', { email: 'x' })
    expect(anonymousRoute).toMatchObject({ status: 400, language: 'ar' })

    // The header wins over the account.
    const french = await visitor({ 'Accept-Language': 'fr', Cookie: client.api.cookieHeader() }).patch('/api/account', {})
    expect(french.body).toMatchObject({ error: ACCOUNT_UPDATE_EMPTY })
    expect(french.headers.get('content-language')).toBe('fr')
  })

  it('is changed with PATCH /api/account {language}, with or without the phone, and then speaks that language', async () => {
    const client = await accountFrom('fr')
    expect((await cookieOnly(client.api, 'PATCH', '/api/account', {})).language).toBe('fr')

    const changed = await client.api.patch('/api/account', { language: 'ar' })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body).toEqual({ success: true, account: { email: client.email, phone: null, language: 'ar' } })
    expect(await storedLanguage(client.id)).toBe('ar')
    expect((await cookieOnly(client.api, 'PATCH', '/api/account', {})).body.error).toBe('تعديل غير صالح: يُرجى تحديد رقم الهاتف أو اللغة')

    const both = await client.api.patch('/api/account', { phone: '+213 0551234567', language: 'fr' })
    expect(both.body).toEqual({ success: true, account: { email: client.email, phone: '+213 0551234567', language: 'fr' } })
    // The phone alone leaves the language as it is, and the reverse.
    expect((await client.api.patch('/api/account', { phone: null })).body).toMatchObject({ account: { phone: null, language: 'fr' } })
    expect((await client.api.patch('/api/account', { language: 'ar' })).body).toMatchObject({ account: { phone: null, language: 'ar' } })
  })

  it.each([[{ language: 'en' }], [{ language: 'AR' }], [{ language: null }], [{ language: 1 }]])(
    'refuses %o and keeps the language',
    async (body) => {
      const client = await accountFrom('ar')
      const refused = await client.api.patch('/api/account', body)
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ success: false, error: translateApiMessage('ar', LANGUAGE_INVALID) })
      const inFrench = await visitor({ 'Accept-Language': 'fr', Cookie: client.api.cookieHeader() }).patch('/api/account', body)
      expect(inFrench.body).toMatchObject({ error: LANGUAGE_INVALID, fields: { language: LANGUAGE_INVALID } })
      expect(await storedLanguage(client.id)).toBe('ar')
    },
  )

  describe('who may change it (PATCH /api/account {language})', () => {
    it.each([
      ['anonymous', 401],
      ['the back-office key', 401],
      ['a client with a foreign Origin', 403],
    ] as const)('refuses %s (%i) and changes nothing', async (who, status) => {
      const owner = await accountFrom('fr')
      const caller =
        who === 'anonymous'
          ? visitor()
          : who === 'the back-office key'
            ? admin
            : visitor({ Origin: 'https://ailleurs.example', Cookie: owner.api.cookieHeader() })
      const refused = await caller.patch('/api/account', { language: 'ar' })
      expect(refused.status).toBe(status)
      expect(await storedLanguage(owner.id)).toBe('fr')
    })

    it('changes only the caller’s own account', async () => {
      const [owner, other] = [await accountFrom('fr'), await accountFrom('fr')]
      expect((await other.api.patch('/api/account', { language: 'ar' })).status).toBe(200)
      expect(await storedLanguage(other.id)).toBe('ar')
      expect(await storedLanguage(owner.id)).toBe('fr')
    })
  })
})

describe('Arabic typed everywhere', () => {
  const FIRST_NAME = 'كريم'
  const LAST_NAME = 'بن علي'

  it('registers an Arabic name and gives it back as typed', async () => {
    const client = await accountFrom('ar', { firstName: FIRST_NAME, lastName: LAST_NAME })
    expect((await client.api.get('/api/user')).body).toMatchObject({ user: { firstName: FIRST_NAME, lastName: LAST_NAME } })
    const row = (await db.query('SELECT first_name, last_name FROM users WHERE id = $1', [client.id])).rows[0]
    expect(row).toEqual({ first_name: FIRST_NAME, last_name: LAST_NAME })
    // Two letters are enough, in any script (no Latin-only rule).
    expect((await arabicVisitor().post('/api/register', newClientData({ firstName: 'لي', lastName: 'عز' }))).status).toBe(201)
  })

  it('keeps a project’s Arabic name and description, a message in Arabic, and questionnaire answers in Arabic', async () => {
    const client = await accountFrom('ar', { firstName: 'أمينة', lastName: 'الجزائري' })
    const project = await client.api.post<{ project: { id: number; name: string; description: string } }>(`/api/projects/${client.id}`, {
      name: 'شركة الأطلس للتجارة',
      type: 'creation',
      description: 'استيراد وتوزيع المعدات الطبية في وهران',
    })
    expect(project.status, JSON.stringify(project.body)).toBe(201)
    expect(project.body.project).toMatchObject({ name: 'شركة الأطلس للتجارة', description: 'استيراد وتوزيع المعدات الطبية في وهران' })
    const id = project.body.project.id
    expect((await client.api.get(`/api/project/${id}`)).body).toMatchObject({ project: { name: 'شركة الأطلس للتجارة' } })

    const sent = await client.api.post<{ message: { subject: string; content: string } }>(`/api/messages/${client.id}`, {
      subject: 'سؤال عن ملفي',
      content: 'السلام عليكم، متى يكون السجل التجاري جاهزًا؟ شكرًا.',
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    expect(sent.body.message).toMatchObject({ subject: 'سؤال عن ملفي', content: 'السلام عليكم، متى يكون السجل التجاري جاهزًا؟ شكرًا.' })
    const listed = await client.api.get<{ messages: { subject: string; content: string }[] }>(`/api/messages/${client.id}`)
    expect(listed.body.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subject: 'سؤال عن ملفي', content: 'السلام عليكم، متى يكون السجل التجاري جاهزًا؟ شكرًا.' }),
      ]),
    )

    const answers = {
      country: 'DZ',
      city: 'وهران',
      legalForm: 'sarl',
      activity: 'استيراد وتوزيع المعدات الطبية',
      companyNames: ['الأطلس الطبية', 'وهران للصحة'],
      partners: [
        { firstName: 'أمينة', lastName: 'بن علي', share: 60 },
        { firstName: 'كريم', lastName: 'حداد', share: 40 },
      ],
      capital: { amount: 500_000, currency: 'DZD' },
      startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    }
    const saved = await client.api.request<{ questionnaire: unknown; error?: string }>('PUT', `/api/projects/${id}/questionnaire`, {
      ...answers,
      submit: true,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.questionnaire).toMatchObject(answers)
    expect((await client.api.get(`/api/projects/${id}/questionnaire`)).body).toMatchObject({ questionnaire: answers })
  })

  it('takes an Arabic name in the funnel and the contact form, and the back-office’s searches find them', async () => {
    const lead = await arabicVisitor().post('/api/save-lead', guideRequest({ nomComplet: 'سمير بوعلام' }))
    expect(lead.status, JSON.stringify(lead.body)).toBe(201)
    const contact = await arabicVisitor().post('/api/contacts', {
      firstName: 'ليلى',
      lastName: 'بوزيد',
      email: `layla-${Date.now()}@example.com`,
      message: 'أرغب في معرفة مراحل إنشاء شركة ذات مسؤولية محدودة.',
    })
    expect(contact.status, JSON.stringify(contact.body)).toBe(201)
    const client = await accountFrom('ar', { firstName: 'رشيد', lastName: 'قاسمي' })
    const project = await client.api.post(`/api/projects/${client.id}`, { name: 'مشروع النخيل', type: 'domiciliation' })
    expect(project.status).toBe(201)

    const search = async (path: string, q: string) => {
      const answer = await admin.get(`${path}?q=${encodeURIComponent(q)}`)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return JSON.stringify(answer.body)
    }
    // Whole names, a part of one, the name after the first name.
    expect(await search('/api/admin/users', 'رشيد')).toContain('قاسمي')
    expect(await search('/api/admin/users', 'رشيد قاسمي')).toContain(client.email)
    expect(await search('/api/admin/users', 'قاسم')).toContain(client.email)
    expect(await search('/api/admin/users', 'رشيد قاسمي')).not.toContain('ليلى')
    expect(await search('/api/admin/projects', 'النخيل')).toContain('مشروع النخيل')
    expect(await search('/api/admin/projects', 'قاسمي')).toContain('مشروع النخيل')
    expect(await search('/api/contacts', 'بوزيد')).toContain('ليلى')
    expect(await search('/api/admin/requests', 'بوعلام')).toContain('سمير بوعلام')
    expect(await search('/api/admin/requests', 'بوعلام')).not.toContain('ليلى')
  })
})
