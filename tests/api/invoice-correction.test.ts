/**
 * POST /api/admin/invoices/{id}/correct (issue 34 item 1): once the client holds its invoice, a
 * correction of the buyer is a credit note cancelling it and a new invoice replacing it, issued
 * together and emailed together. Only staff; only an invoice without any credit note; a refund
 * afterwards corrects the new invoice.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RefundPaymentResponse } from '@/contract/admin-payments'
import { INVOICE_CORRECTION_ERRORS, type InvoiceCorrectionResponse, type InvoicesResponse } from '@/contract/invoices'
import { pdfToText, plainText } from '@/cms/infra/pdf/pdf-to-text'
import { type Actor, adminActor, call, clientActor, cookieOnly } from '../helpers/actors'
import { connectToDatabase } from '../helpers/database'
import { registerClient } from '../helpers/factories'
import { checkoutRequest } from '../helpers/funnel'
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let smtp: SmtpCatcher
let db: pg.Client
let admin: Actor

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  server = await startTestServer({ smtpUrl: smtp.url, env: { TRUST_PROXY: '1', JOBS_POLL_SECONDS: '1' } })
  db = await connectToDatabase(server)
  admin = await adminActor(server)
}, 120_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
  await smtp?.stop()
})

/** A client who paid the full offer and already downloaded its invoice (so it is final). */
async function clientHoldingItsInvoice() {
  const account = await registerClient(server)
  const actor = await clientActor(server, account, 'owner')
  const opened = await call(server.baseUrl, actor, 'POST', '/api/create-payment-session', {
    json: checkoutRequest({ email: account.email, nomComplet: 'Karim Haddad' }).body,
  })
  const sessionId = new URL((opened.body as { url: string }).url).pathname.split('/').pop()!
  expect((await call(server.baseUrl, actor, 'POST', `/api/test-checkout/${sessionId}/pay`, { json: {} })).status).toBe(200)
  const [invoice] = ((await call(server.baseUrl, actor, 'GET', '/api/invoices')).body as InvoicesResponse).invoices
  expect((await fetch(`${server.baseUrl}${invoice!.pdfUrl}`, { headers: actor.headers })).status).toBe(200)
  const payment = await db.query<{ id: number }>('SELECT id FROM payments WHERE provider_session_id = $1', [sessionId])
  return { account, actor, invoice: invoice!, paymentId: payment.rows[0]!.id }
}

const correction = { name: 'Karim Haddad', company: 'SARL Atlas Conseil', address: '3 rue Didouche Mourad\n16000 Alger' }

describe('POST /api/admin/invoices/{id}/correct', () => {
  it('cancels the held invoice with a credit note and issues the corrected one, final, emailed with it', async () => {
    const { account, actor, invoice } = await clientHoldingItsInvoice()
    expect((await call(server.baseUrl, actor, 'PUT', `/api/invoices/${invoice.id}/buyer`, { json: correction })).status).toBe(409)

    const corrected = await call(server.baseUrl, admin, 'POST', `/api/admin/invoices/${invoice.id}/correct`, { json: correction })
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200)
    const { creditNote, invoice: replacement } = corrected.body as InvoiceCorrectionResponse
    expect(creditNote.number).toMatch(/^A-\d{4}-\d{6}$/)
    expect(replacement.number).toMatch(/^F-\d{4}-\d{6}$/)

    const list = ((await call(server.baseUrl, actor, 'GET', '/api/invoices')).body as InvoicesResponse).invoices
    expect(list.map((item) => [item.number, item.kind, item.correctsNumber, item.buyerEditable])).toEqual(
      expect.arrayContaining([
        [replacement.number, 'invoice', null, false],
        [creditNote.number, 'credit-note', invoice.number, false],
        [invoice.number, 'invoice', null, false],
      ]),
    )
    expect(list.find((item) => item.number === replacement.number)).toMatchObject({
      amount: '997.00',
      buyer: { ...correction, email: account.email },
    })
    expect(list.find((item) => item.number === creditNote.number)).toMatchObject({
      amount: '997.00',
      buyer: { name: 'Karim Haddad', email: account.email },
      reason: `Correction des coordonnées de l’acheteur\u00a0: la facture ${replacement.number} remplace la facture ${invoice.number}.`,
    })

    // The credit note says it cancels, with no money moving.
    const pdf = await fetch(`${server.baseUrl}/api/invoices/${creditNote.id}/pdf`, { headers: actor.headers })
    const text = plainText(await pdfToText(Buffer.from(await pdf.arrayBuffer())))
    for (const expected of ['AVOIR — ANNULATION', invoice.number, 'aucun remboursement (correction de la facture)'])
      expect(text).toContain(expected)
    expect(text).not.toContain('REMBOURSEMENT')

    const mail = await smtp.waitForMail((m) => m.to.includes(account.email) && m.subject.includes(replacement.number))
    expect(mail.subject).toBe(`Votre facture corrigée : ${replacement.number}`.replace(' :', '\u00a0:'))
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      `facture-${replacement.number}.pdf`,
      `avoir-${creditNote.number}.pdf`,
    ])

    // Corrected once: neither the old invoice nor the new one is corrected again; a credit note never is.
    const again = await call(server.baseUrl, admin, 'POST', `/api/admin/invoices/${invoice.id}/correct`, { json: correction })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ error: INVOICE_CORRECTION_ERRORS.corrected })
    const twice = await call(server.baseUrl, admin, 'POST', `/api/admin/invoices/${replacement.id}/correct`, { json: correction })
    expect(twice.status).toBe(409)
    const onNote = await call(server.baseUrl, admin, 'POST', `/api/admin/invoices/${creditNote.id}/correct`, { json: correction })
    expect(onNote.status).toBe(409)
    expect(onNote.body).toMatchObject({ error: INVOICE_CORRECTION_ERRORS.creditNote })
  })

  it('lets a later refund correct the new invoice, and refuses to correct a refunded one', async () => {
    const { invoice, paymentId } = await clientHoldingItsInvoice()
    const { invoice: replacement } = (
      await call(server.baseUrl, admin, 'POST', `/api/admin/invoices/${invoice.id}/correct`, { json: correction })
    ).body as InvoiceCorrectionResponse
    const refund = await call(server.baseUrl, admin, 'POST', `/api/admin/payments/${paymentId}/refund`, {
      json: { amount: '100.00', reason: 'Geste commercial' },
    })
    expect(refund.status, JSON.stringify(refund.body)).toBe(200)
    const { rows } = await db.query<{ corrects: string }>(
      `SELECT c.number AS corrects FROM invoices n JOIN invoices c ON c.id = n.invoice_id WHERE n.number = $1`,
      [(refund.body as { creditNote: { number: string } }).creditNote.number],
    )
    expect(rows[0]?.corrects).toBe(replacement.number)
    // The back-office shows the replaced invoice as cancelled by the correction's credit note; a refund's does not cancel.
    const documents = (refund.body as RefundPaymentResponse).payment.documents
    expect(documents.map((document) => [document.number, document.kind, document.cancelledBy])).toEqual([
      [invoice.number, 'invoice', expect.stringMatching(/^A-\d{4}-\d{6}$/)],
      [replacement.number, 'invoice', null],
      [expect.any(String), 'credit-note', null],
      [(refund.body as RefundPaymentResponse).creditNote.number, 'credit-note', null],
    ])
    const refused = await call(server.baseUrl, admin, 'POST', `/api/admin/invoices/${replacement.id}/correct`, { json: correction })
    expect(refused.status).toBe(409)
  })

  it('is staff’s alone, validates the buyer in French, and changes nothing when refused', async () => {
    const { actor, invoice } = await clientHoldingItsInvoice()
    const count = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM invoices')).rows[0]!.n)
    const before = await count()
    for (const caller of [actor, cookieOnly(actor, 'owner-plain')]) {
      expect((await call(server.baseUrl, caller, 'POST', `/api/admin/invoices/${invoice.id}/correct`, { json: correction })).status).toBe(
        401,
      )
    }
    const anonymous = await call(
      server.baseUrl,
      { name: 'anonymous', headers: { Origin: server.baseUrl } },
      'POST',
      `/api/admin/invoices/${invoice.id}/correct`,
      {
        json: correction,
      },
    )
    expect(anonymous.status).toBe(401)
    const invalid = await call(server.baseUrl, admin, 'POST', `/api/admin/invoices/${invoice.id}/correct`, { json: { name: 'K' } })
    expect(invalid.status).toBe(400)
    expect(JSON.stringify(invalid.body)).toContain('Indiquez le nom à faire figurer sur la facture.')
    expect((await call(server.baseUrl, admin, 'POST', '/api/admin/invoices/999999/correct', { json: correction })).status).toBe(404)
    expect(await count()).toBe(before)
  })
})
