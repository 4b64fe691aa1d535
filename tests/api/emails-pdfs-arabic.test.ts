/**
 * Emails and PDFs in the client's language (issue 37), through the real server, SMTP and
 * PostgreSQL: an Arabic-speaking buyer named « كريم بن علي » gets the order confirmation in Arabic
 * (lang="ar" dir="rtl", Arabic subject, links to /ar pages) with an Arabic receipt whose text holds
 * the name; a French account's emails stay French, and turn Arabic with the account's language.
 * (The Arabic guide and its email: cms/features/leads/guide/guide-pdf.test.ts and the templates' tests.)
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfToText, plainText } from '@/cms/infra/pdf/pdf-to-text'
import { ApiClient } from '../helpers/api-client'
import { registerClient } from '../helpers/factories'
import { checkoutRequest } from '../helpers/funnel'
import { startMailedServer } from '../helpers/mailed-server'
import type { SmtpCatcher } from '../helpers/smtp-catcher'
import type { TestServer } from '../helpers/test-server'

let server: TestServer
let smtp: SmtpCatcher
let db: pg.Client
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ server, smtp, db, stop } = await startMailedServer())
})
afterAll(() => stop?.())

let visitors = 0
const visitor = () => new ApiClient(server.baseUrl, { 'X-Forwarded-For': `198.51.100.${++visitors}` })

describe('the order confirmation in Arabic', () => {
  it('is Arabic, right to left, with an Arabic receipt holding the buyer’s Arabic name', async () => {
    const api = visitor()
    const { body, formData } = checkoutRequest({ nomComplet: 'كريم بن علي', telephone: '+213 555 12 34 56' })
    const opened = await api.post<{ url: string }>('/api/create-payment-session', body)
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    const sessionId = new URL(opened.body.url).pathname.split('/').pop()!
    // The form's page was Arabic (the funnel records it; here set directly).
    await db.query(`UPDATE leads SET language = 'ar' WHERE email = $1`, [formData.email])
    expect((await api.post(`/api/test-checkout/${sessionId}/pay`, {})).status).toBe(200)

    const mail = await smtp.waitForMail(
      (m) => m.to.includes(String(formData.email)) && m.attachments.some((a) => a.filename.startsWith('recu-')),
    )
    expect(mail.subject).toMatch(/^تأكيد طلبك/)
    expect(mail.html).toContain('<html lang="ar" dir="rtl">')
    expect(mail.html).toContain('الدخول إلى فضائي')
    expect(mail.links.some((link) => link.startsWith(`${server.baseUrl}/ar/dashboard`))).toBe(true)
    expect(mail.text).not.toMatch(/Bonjour|Merci|commande/)

    const receipt = mail.attachments.find((a) => a.filename.startsWith('recu-'))!
    const text = plainText(await pdfToText(receipt.content, { layout: true }))
    expect(text).toContain('كريم بن علي')
    expect(text).toContain('وصل دفع')
    expect(text).toContain('المجموع شامل الرسوم')
    expect(text).toContain('997,00 €')
    expect(text).not.toContain('Reçu de paiement')
  })
})

describe('a French account', () => {
  it('keeps its French password-reset email', async () => {
    const client = await registerClient(server)
    await visitor().post('/api/forgot-password', { email: client.email })
    const mail = await smtp.waitForMail((m) => m.to.includes(client.email) && m.subject === 'Réinitialisation de votre mot de passe')
    expect(mail.html).toContain('<html lang="fr">')
    expect(mail.text).toContain('Ce lien est valable')
    expect(mail.links.some((link) => link.startsWith(`${server.baseUrl}/reinitialiser-mot-de-passe?token=`))).toBe(true)
  })

  it('gets it in Arabic once its language is Arabic, with a link to the Arabic page', async () => {
    const client = await registerClient(server)
    await db.query(`UPDATE users SET language = 'ar' WHERE email = $1`, [client.email])
    await visitor().post('/api/forgot-password', { email: client.email })
    const mail = await smtp.waitForMail((m) => m.to.includes(client.email) && m.subject === 'إعادة تعيين كلمة المرور')
    expect(mail.html).toContain('<html lang="ar" dir="rtl">')
    expect(mail.text).toContain('اختيار كلمة مرور جديدة')
    expect(mail.links.some((link) => link.startsWith(`${server.baseUrl}/ar/reinitialiser-mot-de-passe?token=`))).toBe(true)
  })
})
