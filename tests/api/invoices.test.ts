/**
 * The client's invoices and credit notes, and the accounting journal (issue 34): GET
 * /api/invoices, GET /api/invoices/{id}/pdf, PUT /api/invoices/{id}/buyer and GET
 * /api/admin/invoices/export.csv, as every kind of caller; the PDF read back with pdftotext;
 * the buyer completed once, then final. Invoices come from real paid checkouts (the completion
 * issues them); credit notes are written in SQL, as the refund transaction leaves them.
 */
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  INVOICE_BUYER_ERRORS,
  INVOICE_NOT_FOUND,
  INVOICES_CSV_HEADERS,
  type InvoiceBuyerResponse,
  type InvoicesResponse,
  type InvoiceSummary,
} from '@/contract/invoices'
import { pdfToText, plainText } from '@/cms/infra/pdf/pdf-to-text'
import { type Actor, adminActor, anonymousActor, call, clientActor, cookieOnly, nextAddress } from '../helpers/actors'
import { connectToDatabase } from '../helpers/database'
import { createEditorAccount } from '../helpers/editor-accounts'
import { registerClient } from '../helpers/factories'
import { checkoutRequest } from '../helpers/funnel'
import { insertInvoice } from '../helpers/invoices'
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let smtp: SmtpCatcher
let db: pg.Client
let admin: Actor
let editor: Actor
let anonymous: Actor

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  // The queue is polled each second: a credit note's email queued in SQL below (as the refund's transaction writes it) is sent soon.
  server = await startTestServer({ cmsAdmin: true, smtpUrl: smtp.url, env: { TRUST_PROXY: '1', JOBS_POLL_SECONDS: '1' } })
  db = await connectToDatabase(server)
  admin = await adminActor(server)
  // A /cms editor's session: Payload's own, never a way into /api.
  const { api } = await createEditorAccount(server, 'editor')
  editor = { name: 'editor', headers: { Cookie: api.cookieHeader(), Origin: server.baseUrl, 'X-Forwarded-For': nextAddress() } }
  anonymous = anonymousActor(server)
}, 120_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
  await smtp?.stop()
})

const ARABIC_NAME = 'محمد بن علي'

/** A client who paid the full offer under `nomComplet`: its logged-in caller and its invoice as listed. */
async function payingClient(nomComplet = ARABIC_NAME) {
  const account = await registerClient(server)
  const actor = await clientActor(server, account, 'owner')
  const opened = await call(server.baseUrl, actor, 'POST', '/api/create-payment-session', {
    json: checkoutRequest({ email: account.email, nomComplet }).body,
  })
  expect(opened.status, JSON.stringify(opened.body)).toBe(200)
  const sessionId = new URL((opened.body as { url: string }).url).pathname.split('/').pop()!
  expect((await call(server.baseUrl, actor, 'POST', `/api/test-checkout/${sessionId}/pay`, { json: {} })).status).toBe(200)
  const list = await call(server.baseUrl, actor, 'GET', '/api/invoices')
  expect(list.status).toBe(200)
  const [invoice] = (list.body as InvoicesResponse).invoices
  const payment = await db.query<{ id: number }>('SELECT id FROM payments WHERE provider_session_id = $1', [sessionId])
  return { account, actor, invoice: invoice!, paymentId: payment.rows[0]!.id }
}

/** GET with the caller's headers: the status, headers and bytes. */
async function download(actor: Actor, path: string) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: actor.headers })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

const listOf = async (actor: Actor) => ((await call(server.baseUrl, actor, 'GET', '/api/invoices')).body as InvoicesResponse).invoices

describe('GET /api/invoices', () => {
  it('lists the client’s own invoice, issued at its payment, buyer as typed and still open to one correction', async () => {
    const { account, invoice } = await payingClient()
    expect(invoice).toEqual({
      id: expect.any(Number),
      number: expect.stringMatching(/^F-\d{4}-\d{6}$/),
      kind: 'invoice',
      issuedAt: expect.stringMatching(/Z$/),
      amount: '997.00',
      currency: 'EUR',
      orderNumber: expect.stringMatching(/^GS-[0-9A-Z]{8}$/),
      correctsNumber: null,
      reason: null,
      buyer: { name: ARABIC_NAME, email: account.email },
      buyerEditable: true,
      pdfUrl: `/api/invoices/${invoice.id}/pdf`,
    } satisfies InvoiceSummary)
  })

  it('lists a credit note above the invoice it corrects, newest first', async () => {
    const { actor, invoice, paymentId, account } = await payingClient('Karim Haddad')
    const note = await insertInvoice(db, {
      kind: 'credit-note',
      paymentId,
      userId: account.id,
      invoiceId: invoice.id,
      amount: '300.00',
      reason: 'Geste commercial',
      issuedAt: new Date(Date.now() + 60_000),
    })
    const list = await listOf(actor)
    expect(list.map((item) => [item.number, item.kind, item.correctsNumber, item.buyerEditable])).toEqual([
      [note.number, 'credit-note', invoice.number, false],
      [invoice.number, 'invoice', null, true],
    ])
    expect(list[0]).toMatchObject({ amount: '300.00', reason: 'Geste commercial', pdfUrl: `/api/invoices/${note.id}/pdf` })
  })

  it('is the client’s alone: another client sees none, no session or a staff one gets 401', async () => {
    await payingClient()
    const other = await clientActor(server, await registerClient(server), 'other')
    expect((await call(server.baseUrl, other, 'GET', '/api/invoices')).body).toEqual({ success: true, invoices: [] })
    expect((await call(server.baseUrl, cookieOnly(other, 'other-plain'), 'GET', '/api/invoices')).body).toEqual({
      success: true,
      invoices: [],
    })
    for (const caller of [anonymous, admin, editor])
      expect((await call(server.baseUrl, caller, 'GET', '/api/invoices')).status, caller.name).toBe(401)
  })
})

describe('GET /api/invoices/{id}/pdf', () => {
  it('sends the owner its invoice: number, seller’s identifiers, VAT mention, buyer as typed, amount; the same bytes twice', async () => {
    const { actor, invoice } = await payingClient()
    const first = await download(actor, invoice.pdfUrl)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('application/pdf')
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(first.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="?facture-${invoice.number}\\.pdf"?$`))
    const text = plainText(await pdfToText(first.bytes))
    for (const expected of [
      'Facture',
      invoice.number,
      '(EI)',
      'SIREN :',
      'SIRET :',
      'TVA non applicable, art. 293 B du CGI',
      ARABIC_NAME,
      '997,00 €',
      'Montants en EUR',
      'FACTURE ACQUITTÉE',
    ])
      expect(text).toContain(expected)
    const second = await download(actor, invoice.pdfUrl)
    expect(second.bytes.equals(first.bytes)).toBe(true)
  })

  it('freezes the buyer at the owner’s first download: a correction afterwards is refused in French', async () => {
    const { actor, invoice } = await payingClient()
    expect((await download(actor, invoice.pdfUrl)).status).toBe(200)
    expect((await listOf(actor))[0]!.buyerEditable).toBe(false)
    const late = await call(server.baseUrl, actor, 'PUT', `/api/invoices/${invoice.id}/buyer`, { json: { name: 'Karim Haddad' } })
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ success: false, error: INVOICE_BUYER_ERRORS.frozen })
    expect(INVOICE_BUYER_ERRORS.frozen).toMatch(/avoir/)
  })

  it('sends it to the back-office without freezing it; another client, an editor or no session gets nothing', async () => {
    const { actor, invoice } = await payingClient()
    const other = await clientActor(server, await registerClient(server), 'other')
    for (const caller of [other, cookieOnly(other, 'other-plain')]) {
      const refused = await call(server.baseUrl, caller, 'GET', invoice.pdfUrl)
      expect(refused.status, caller.name).toBe(404)
      expect(refused.body).toMatchObject({ success: false, error: INVOICE_NOT_FOUND })
    }
    for (const caller of [anonymous, editor])
      expect((await call(server.baseUrl, caller, 'GET', invoice.pdfUrl)).status, caller.name).toBe(401)
    const staff = await download(admin, invoice.pdfUrl)
    expect(staff.status).toBe(200)
    expect(staff.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await listOf(actor))[0]!.buyerEditable).toBe(true)
    expect((await call(server.baseUrl, admin, 'GET', '/api/invoices/999999999/pdf')).status).toBe(404)
    const malformed = await call(server.baseUrl, actor, 'GET', '/api/invoices/abc/pdf')
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ success: false, error: INVOICE_NOT_FOUND })
  })

  it('sends a credit note naming the invoice it corrects', async () => {
    const { actor, invoice, paymentId, account } = await payingClient('Karim Haddad')
    const note = await insertInvoice(db, { kind: 'credit-note', paymentId, userId: account.id, invoiceId: invoice.id, amount: '997.00' })
    const answer = await download(actor, `/api/invoices/${note.id}/pdf`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="?avoir-${note.number}\\.pdf"?$`))
    const text = plainText(await pdfToText(answer.bytes))
    for (const expected of ['Avoir', note.number, invoice.number, 'Geste commercial', '997,00 €']) expect(text).toContain(expected)
  })
})

describe('PUT /api/invoices/{id}/buyer', () => {
  it('completes the buyer once, before the download; the PDF prints it; a second time is 409', async () => {
    const { actor, invoice, account } = await payingClient()
    const body = { name: 'Karim Haddad', company: 'SARL Atlas Conseil', address: '3 rue Didouche Mourad\n16000 Alger' }
    const done = await call(server.baseUrl, actor, 'PUT', `/api/invoices/${invoice.id}/buyer`, { json: body })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect((done.body as InvoiceBuyerResponse).invoice).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      buyer: { ...body, email: account.email },
      buyerEditable: false,
    })
    const text = plainText(await pdfToText((await download(actor, invoice.pdfUrl)).bytes))
    for (const expected of ['SARL Atlas Conseil', 'Karim Haddad', '16000 Alger']) expect(text).toContain(expected)
    const again = await call(server.baseUrl, actor, 'PUT', `/api/invoices/${invoice.id}/buyer`, { json: body })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ success: false, error: INVOICE_BUYER_ERRORS.frozen })
  })

  it('refuses bad input with a French 400, changing nothing', async () => {
    const { actor, invoice } = await payingClient()
    for (const body of [{ name: 'K' }, { name: 42 }, {}, { name: 'Karim Haddad', address: 'x'.repeat(401) }]) {
      const refused = await call(server.baseUrl, actor, 'PUT', `/api/invoices/${invoice.id}/buyer`, { json: body })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect((refused.body as { error: string }).error).toMatch(/[a-zé]/)
      expect((refused.body as { error: string }).error).not.toMatch(/Expected|Invalid|Required/)
    }
    expect((await listOf(actor))[0]).toMatchObject({ buyer: { name: ARABIC_NAME }, buyerEditable: true })
  })

  it('is the owner’s alone, and never a credit note’s', async () => {
    const { actor, invoice, paymentId, account } = await payingClient()
    const body = { json: { name: 'Quelqu’un d’autre' } }
    const other = await clientActor(server, await registerClient(server), 'other')
    for (const caller of [other, cookieOnly(other, 'other-plain')])
      expect((await call(server.baseUrl, caller, 'PUT', `/api/invoices/${invoice.id}/buyer`, body)).status, caller.name).toBe(404)
    for (const caller of [anonymous, admin, editor])
      expect((await call(server.baseUrl, caller, 'PUT', `/api/invoices/${invoice.id}/buyer`, body)).status, caller.name).toBe(401)
    expect((await listOf(actor))[0]).toMatchObject({ buyer: { name: ARABIC_NAME }, buyerEditable: true })

    const note = await insertInvoice(db, { kind: 'credit-note', paymentId, userId: account.id, invoiceId: invoice.id })
    const refused = await call(server.baseUrl, actor, 'PUT', `/api/invoices/${note.id}/buyer`, body)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ success: false, error: INVOICE_BUYER_ERRORS.creditNote })
  })
})

describe('GET /api/admin/invoices/export.csv', () => {
  it('gives staff the journal in French-Excel CSV: credit notes negative, with their invoice', async () => {
    const { invoice, paymentId, account } = await payingClient('=Karim Haddad')
    const note = await insertInvoice(db, {
      kind: 'credit-note',
      paymentId,
      userId: account.id,
      invoiceId: invoice.id,
      amount: '300.00',
      buyer: invoice.buyer,
    })
    const answer = await download(admin, '/api/admin/invoices/export.csv')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="journal-factures-\d{4}-\d{2}-\d{2}\.csv"$/)
    const text = answer.bytes.toString('utf8')
    expect(text.startsWith('\ufeff')).toBe(true)
    const lines = text.slice(1).split('\r\n')
    expect(lines[0]).toBe(INVOICES_CSV_HEADERS.join(';'))
    const row = (number: string) => lines.find((line) => line.startsWith(`${number};`))?.split(';')
    expect(row(invoice.number)).toEqual([
      invoice.number,
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      "'=Karim Haddad",
      '997,00',
      'EUR',
      'Facture',
      '',
    ])
    expect(row(note.number)).toEqual([note.number, expect.any(String), "'=Karim Haddad", '-300,00', 'EUR', 'Avoir', invoice.number])
  })

  it('is staff’s alone', async () => {
    const { actor } = await payingClient()
    for (const caller of [anonymous, actor, cookieOnly(actor, 'owner-plain'), editor])
      expect((await call(server.baseUrl, caller, 'GET', '/api/admin/invoices/export.csv')).status, caller.name).toBe(401)
  })
})

describe('emails', () => {
  it('attaches the invoice to the order confirmation, beside the receipt', async () => {
    const { account, invoice } = await payingClient()
    const mail = await smtp.waitForMail((m) => m.to.includes(account.email) && m.subject.includes('ommande'), 30_000)
    expect(mail.attachments.map((file) => file.filename)).toEqual([expect.stringMatching(/^recu-GS-/), `facture-${invoice.number}.pdf`])
    const text = plainText(await pdfToText(mail.attachments[1]!.content))
    for (const expected of [invoice.number, ARABIC_NAME, '997,00 €']) expect(text).toContain(expected)
  })

  it('attaches the credit note and the invoice it corrects to the credit note’s email', async () => {
    const { account, invoice, paymentId } = await payingClient('Karim Haddad')
    const note = await insertInvoice(db, {
      kind: 'credit-note',
      paymentId,
      userId: account.id,
      invoiceId: invoice.id,
      amount: '997.00',
      buyer: { name: 'Karim Haddad', email: account.email },
    })
    await db.query(`INSERT INTO payload_jobs (task_slug, input, queue) VALUES ('send-email', $1, 'default')`, [
      JSON.stringify({ email: { kind: 'credit-note', to: account.email, creditNoteId: note.id } }),
    ])
    const mail = await smtp.waitForMail((m) => m.to.includes(account.email) && m.subject.includes(note.number), 30_000)
    expect(mail.attachments.map((file) => file.filename)).toEqual([`avoir-${note.number}.pdf`, `facture-${invoice.number}.pdf`])
  })
})
