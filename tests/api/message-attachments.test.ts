/**
 * Message attachments (issue 35 item 2): a message carries up to 5 files (PDF, JPEG, PNG, 10 Mo
 * each, the type read from the bytes) sent as multipart on POST /api/messages/{userId}; every
 * message read lists them; the owner and staff download them as attachments; hostile files are
 * refused in French with nothing stored; staff file a client's attachment as a project document
 * once; closing the account takes them away.
 */
import fs from 'node:fs'
import path from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES, type DocumentResponse, type DocumentsResponse } from '@/contract/documents'
import { ATTACHMENT_ERRORS, type ApiMessage, MESSAGE_REQUIRED, type MessageResponse, type MessagesResponse } from '@/contract/messages'
import type { ApiProject } from '@/contract/projects'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import {
  downloadAttachment,
  elfExecutable,
  type FormFile,
  htmlPage,
  jpegImage,
  minimalPdf,
  pngImage,
  sendMessageWithFiles,
} from '../helpers/document-files'
import { adminSession, loggedInClient } from '../helpers/factories'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let db: pg.Client
let admin: ApiClient
let attachmentsDir: string
let documentsDir: string

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } })
  db = await connectToDatabase(server)
  admin = await adminSession(server)
  attachmentsDir = path.join(server.dataDir, 'uploads', 'attachments')
  documentsDir = path.join(server.dataDir, 'uploads', 'documents')
}, 180_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
})

const storedDocumentName = async (id: number) =>
  (await db.query<{ filename: string }>('SELECT filename FROM project_documents WHERE id = $1', [id])).rows[0]!.filename
const storedFiles = (dir = attachmentsDir) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [])
const count = async (table: 'messages' | 'message_attachments' | 'project_documents') =>
  Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n)
const stored = async () => ({
  messages: await count('messages'),
  attachments: await count('message_attachments'),
  files: storedFiles(),
})
const pdf = (name = 'statuts.pdf', bytes = minimalPdf()): FormFile => ({ name, bytes, type: 'application/pdf' })
const fields = { subject: 'Mes pièces', content: 'Bonjour, voici mes documents.' }

async function clientWithProject(firstName: string) {
  const { client, api } = await loggedInClient(server, { firstName })
  const response = await api.post<{ project: ApiProject }>(`/api/projects/${client.id}`, { name: `SARL ${firstName}`, type: 'creation' })
  expect(response.status).toBe(201)
  return { client, api, project: response.body.project }
}

async function sendWithFiles(as: ApiClient, userId: number, files: FormFile[], extra: Record<string, string> = {}) {
  const sent = await sendMessageWithFiles(server.baseUrl, as, userId, { ...fields, ...extra }, files)
  expect(sent.status, JSON.stringify(sent.body)).toBe(201)
  return sent.body.message!
}

describe('a message with files', () => {
  it('stores the message and its files in one go, lists them on every read, and downloads the same bytes', async () => {
    const { client, api } = await loggedInClient(server, { firstName: 'Amel' })
    const [png, jpeg] = [await pngImage(), await jpegImage()]
    const message = await sendWithFiles(api, client.id, [
      pdf('statuts signés.pdf'),
      { name: 'carte.png', bytes: png, type: 'image/png' },
      // The browser's declared type is not believed: the bytes say JPEG.
      { name: 'photo.jpeg', bytes: jpeg, type: 'application/octet-stream' },
    ])
    expect(message).toMatchObject({ subject: 'Mes pièces', fromAdmin: false })
    expect(message.attachments.map(({ fileName, mimeType, size }) => ({ fileName, mimeType, size }))).toEqual([
      { fileName: 'statuts signés.pdf', mimeType: 'application/pdf', size: minimalPdf().length },
      { fileName: 'carte.png', mimeType: 'image/png', size: png.length },
      { fileName: 'photo.jpeg', mimeType: 'image/jpeg', size: jpeg.length },
    ])
    for (const attachment of message.attachments) {
      expect(attachment.url).toBe(`/api/attachments/${attachment.id}/download`)
      expect(attachment.filedAs).toBeNull()
    }
    const rows = await db.query('SELECT user_id, message_id FROM message_attachments WHERE message_id = $1', [message.id])
    expect(rows.rows).toHaveLength(3)
    expect(rows.rows.every((row) => row.user_id === client.id)).toBe(true)

    // The inbox, a conversation's page and the back-office read the same list; a message without files an empty one.
    const plain = await api.post<MessageResponse>(`/api/messages/${client.id}`, { ...fields, threadId: message.id })
    expect(plain.status).toBe(201)
    expect(plain.body.message.attachments).toEqual([])
    for (const [caller, url] of [
      [api, `/api/messages/${client.id}`],
      [admin, `/api/messages/${client.id}`],
      [api, `/api/messages/${client.id}?threadId=${message.id}`],
    ] as const) {
      const list = await caller.get<MessagesResponse>(url)
      expect(list.status).toBe(200)
      const byId = new Map(list.body.messages.map((item) => [item.id, item]))
      expect(byId.get(message.id)!.attachments).toEqual(message.attachments)
      expect(byId.get(plain.body.message.id)!.attachments).toEqual([])
    }

    // Owner and staff download the very bytes, as an attachment under its name (RFC 5987 for the accent).
    const pdfAttachment = message.attachments[0]!
    for (const cookie of [api.cookieHeader(), admin.cookieHeader()]) {
      const download = await downloadAttachment(server.baseUrl, cookie, pdfAttachment.id)
      expect(download.status).toBe(200)
      expect(download.bytes.equals(minimalPdf())).toBe(true)
      expect(download.headers.get('content-type')).toBe('application/pdf')
      expect(download.headers.get('content-length')).toBe(String(minimalPdf().length))
      expect(download.headers.get('x-content-type-options')).toBe('nosniff')
      expect(download.headers.get('cache-control')).toBe('private, no-store')
      const disposition = download.headers.get('content-disposition')!
      expect(disposition).toMatch(/^attachment;/)
      expect(disposition).not.toMatch(/inline/)
      expect(disposition).toContain("filename*=UTF-8''statuts%20sign%C3%A9s.pdf")
    }
    const image = await downloadAttachment(server.baseUrl, api.cookieHeader(), message.attachments[1]!.id)
    expect(image.bytes.equals(png)).toBe(true)
    // A plain ASCII name travels bare (the `content-disposition` package quotes only when needed).
    expect(image.headers.get('content-disposition')).toBe('attachment; filename=carte.png')
  })

  it('lets support send files too, and a plain HTTP client with only its cookie write with files and download', async () => {
    const { client, api } = await loggedInClient(server, { firstName: 'Karim' })
    const fromSupport = await sendWithFiles(admin, client.id, [pdf('devis.pdf')])
    expect(fromSupport.fromAdmin).toBe(true)
    expect((await downloadAttachment(server.baseUrl, api.cookieHeader(), fromSupport.attachments[0]!.id)).status).toBe(200)

    const cookie = api.cookieHeader()
    const plain = await sendMessageWithFiles(server.baseUrl, { cookie }, client.id, { ...fields, threadId: String(fromSupport.id) }, [
      pdf(),
    ])
    expect(plain.status, JSON.stringify(plain.body)).toBe(201)
    expect(plain.body.message).toMatchObject({ threadId: fromSupport.id, fromAdmin: false })
    const download = await downloadAttachment(server.baseUrl, cookie, plain.body.message!.attachments[0]!.id)
    expect(download.status).toBe(200)
    expect(download.bytes.equals(minimalPdf())).toBe(true)
  })
})

describe('refused files', () => {
  it('refuses 6 files, an 11 Mo file, an executable named .pdf, HTML, an empty or broken PDF: in French, nothing stored', async () => {
    const { client, api } = await loggedInClient(server, { firstName: 'Nadia' })
    const before = await stored()
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(DOCUMENT_MAX_BYTES + 1024 * 1024 - minimalPdf().length, 0x20)])
    const cases: { files: FormFile[]; status: number; error: string }[] = [
      { files: Array.from({ length: 6 }, (_, index) => pdf(`piece-${index}.pdf`)), status: 413, error: ATTACHMENT_ERRORS.tooMany },
      { files: [pdf(), pdf('gros.pdf', big)], status: 413, error: ATTACHMENT_ERRORS.tooLarge('gros.pdf') },
      { files: [pdf(), pdf('facture.pdf', elfExecutable())], status: 415, error: ATTACHMENT_ERRORS.type('facture.pdf') },
      { files: [{ name: 'page.png', bytes: htmlPage(), type: 'image/png' }], status: 415, error: ATTACHMENT_ERRORS.type('page.png') },
      { files: [pdf('vide.pdf', Buffer.alloc(0))], status: 400, error: ATTACHMENT_ERRORS.empty('vide.pdf') },
      {
        files: [pdf('coupé.pdf', minimalPdf().subarray(0, 200))],
        status: 415,
        error: ATTACHMENT_ERRORS.damaged('coupé.pdf'),
      },
    ]
    for (const { files, status, error } of cases) {
      const sent = await sendMessageWithFiles(server.baseUrl, api, client.id, fields, files)
      expect(sent.status, error).toBe(status)
      expect(sent.body.error).toBe(error)
      expect(sent.body.fields).toEqual({ files: error })
    }
    expect(ATTACHMENT_ERRORS.type('facture.pdf')).toBe(
      'Le fichier «\u00a0facture.pdf\u00a0» n’est pas accepté\u00a0: seuls les fichiers PDF, JPEG et PNG le sont',
    )
    // The message's fields are judged by the JSON body's schema, files or not.
    const empty = await sendMessageWithFiles(server.baseUrl, api, client.id, { subject: ' ', content: 'x' }, [pdf()])
    expect(empty).toMatchObject({ status: 400, body: { error: MESSAGE_REQUIRED } })
    const badThread = await sendMessageWithFiles(server.baseUrl, api, client.id, { ...fields, threadId: 'abc' }, [pdf()])
    expect(badThread).toMatchObject({ status: 400, body: { error: 'Conversation invalide' } })
    const foreignThread = await sendMessageWithFiles(server.baseUrl, api, client.id, { ...fields, threadId: '999999' }, [pdf()])
    expect(foreignThread.status).toBe(404)
    // A project not the client's: refused by the message's insert, before any file is stored.
    const foreignProject = await sendMessageWithFiles(server.baseUrl, api, client.id, { ...fields, projectId: '999999' }, [pdf()])
    expect(foreignProject).toMatchObject({ status: 400, body: { fields: { projectId: 'Projet invalide' } } })
    // A body cut short.
    const broken = await fetch(`${server.baseUrl}/api/messages/${client.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz', Cookie: api.cookieHeader(), Origin: server.baseUrl },
      body: '--xyz\r\nContent-Disposition: form-data; name="subject"\r\n\r\nSujet',
    })
    expect(broken.status).toBe(400)
    expect(((await broken.json()) as { error: string }).error).toBe(ATTACHMENT_ERRORS.uploadFailed)

    // No message row, no attachment row, no file on disk.
    expect(await stored()).toEqual(before)
  })

  it('never lets another client (or anyone anonymous) write with files in a thread not theirs', async () => {
    const owner = await loggedInClient(server, { firstName: 'Lina' })
    const other = await loggedInClient(server, { firstName: 'Yanis' })
    const before = await stored()
    expect((await sendMessageWithFiles(server.baseUrl, other.api, owner.client.id, fields, [pdf()])).status).toBe(403)
    expect((await sendMessageWithFiles(server.baseUrl, null, owner.client.id, fields, [pdf()])).status).toBe(401)
    expect(await stored()).toEqual(before)
  })
})

describe('who downloads', () => {
  it('answers 404 to another client, as for nothing at all, and 401 to anonymous callers', async () => {
    const owner = await loggedInClient(server, { firstName: 'Sofia' })
    const other = await loggedInClient(server, { firstName: 'Malik' })
    const message = await sendWithFiles(owner.api, owner.client.id, [pdf()])
    const id = message.attachments[0]!.id
    const foreign = await downloadAttachment(server.baseUrl, other.api.cookieHeader(), id)
    expect(foreign.status).toBe(404)
    expect(JSON.parse(foreign.bytes.toString()).error).toBe(ATTACHMENT_ERRORS.notFound)
    expect((await downloadAttachment(server.baseUrl, other.api.cookieHeader(), 999_999)).status).toBe(404)
    expect((await downloadAttachment(server.baseUrl, null, id)).status).toBe(401)
    expect((await downloadAttachment(server.baseUrl, owner.api.cookieHeader(), 0)).status).toBe(400)
    // Another client's message list is not a way in either.
    expect((await other.api.get(`/api/messages/${owner.client.id}`)).status).toBe(403)
  })
})

describe('filing an attachment as a project document', () => {
  it('copies the bytes into a new document of the client’s project, once; refuses clients, foreign projects, staff files', async () => {
    const owner = await clientWithProject('Rania')
    const other = await clientWithProject('Ilyes')
    const message = await sendWithFiles(owner.api, owner.client.id, [pdf('passeport.pdf', minimalPdf('Passeport Rania'))])
    const attachment = message.attachments[0]!
    const path = `/api/admin/attachments/${attachment.id}/file-as-document`
    const documentsBefore = await count('project_documents')

    // Clients, even the owner, are refused as anonymous callers are; nothing changes.
    for (const caller of [owner.api, other.api, new ApiClient(server.baseUrl)]) {
      expect((await caller.post(path, { projectId: owner.project.id, kind: 'identity' })).status).toBe(401)
    }
    // Another client's project, an unknown one, a kind the procedure does not take: refused in French.
    const foreign = await admin.post(path, { projectId: other.project.id, kind: 'identity' })
    expect(foreign).toMatchObject({ status: 400, body: { error: ATTACHMENT_ERRORS.projectNotOwned } })
    expect((await admin.post(path, { projectId: 999_999, kind: 'identity' })).body.error).toBe(ATTACHMENT_ERRORS.projectNotOwned)
    const wrongKind = await admin.post(path, { projectId: owner.project.id, kind: 'kbis' })
    expect(wrongKind).toMatchObject({ status: 400, body: { error: DOCUMENT_ERRORS.kindNotAllowed } })
    expect((await admin.post(path, { projectId: owner.project.id, kind: 'nimporte' })).status).toBe(400)
    expect((await admin.post(path, { kind: 'identity' })).body.error).toBe('Veuillez choisir un projet')
    expect(
      (await admin.post(`/api/admin/attachments/999999/file-as-document`, { projectId: owner.project.id, kind: 'identity' })).status,
    ).toBe(404)
    expect(await count('project_documents')).toBe(documentsBefore)

    const filed = await admin.post<DocumentResponse>(path, { projectId: owner.project.id, kind: 'identity' })
    expect(filed.status, JSON.stringify(filed.body)).toBe(201)
    expect(filed.body.document).toMatchObject({
      kind: 'identity',
      from: 'client',
      status: 'submitted',
      fileName: 'passeport.pdf',
      mimeType: 'application/pdf',
      size: minimalPdf('Passeport Rania').length,
    })
    // The same shape as the project's documents list, which now holds it with the same bytes.
    const list = await owner.api.get<DocumentsResponse>(`/api/projects/${owner.project.id}/documents`)
    expect(list.body.documents).toContainEqual(filed.body.document)
    expect(list.body.checklist.find((item) => item.kind === 'identity' && item.from === 'client')?.provided).toBe(true)
    const bytes = await fetch(`${server.baseUrl}/api/documents/${filed.body.document.id}/download`, {
      headers: { Cookie: owner.api.cookieHeader() },
    })
    expect(Buffer.from(await bytes.arrayBuffer()).equals(minimalPdf('Passeport Rania'))).toBe(true)
    expect(storedFiles(documentsDir)).toContain(await storedDocumentName(filed.body.document.id))

    // The attachment remembers it, on every read; filing twice: 409 in French, no second document.
    const thread = await admin.get<MessagesResponse>(`/api/messages/${owner.client.id}?threadId=${message.id}`)
    expect(thread.body.messages[0]!.attachments[0]!.filedAs).toBe(filed.body.document.id)
    const again = await admin.post(path, { projectId: owner.project.id, kind: 'address_proof' })
    expect(again).toMatchObject({ status: 409, body: { error: ATTACHMENT_ERRORS.alreadyFiled } })
    expect(await count('project_documents')).toBe(documentsBefore + 1)

    // Support's own files are not the client's papers.
    const fromSupport = await sendWithFiles(admin, owner.client.id, [pdf('modele.pdf')])
    const staffFile = await admin.post(`/api/admin/attachments/${fromSupport.attachments[0]!.id}/file-as-document`, {
      projectId: owner.project.id,
      kind: 'other',
    })
    expect(staffFile).toMatchObject({ status: 400, body: { error: ATTACHMENT_ERRORS.fromStaff } })
  })

  it('gives one document and one 409 when two filings of the same attachment race', async () => {
    const owner = await clientWithProject('Selma')
    const message = await sendWithFiles(owner.api, owner.client.id, [pdf('rib.pdf')])
    const path = `/api/admin/attachments/${message.attachments[0]!.id}/file-as-document`
    const answers = await Promise.all([
      admin.post(path, { projectId: owner.project.id, kind: 'other' }),
      admin.post(path, { projectId: owner.project.id, kind: 'identity' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    const documents = await db.query('SELECT count(*) AS n FROM project_documents WHERE project_id = $1', [owner.project.id])
    expect(Number(documents.rows[0].n)).toBe(1)
    // The loser's copy was removed: every stored document file is a row's, none left over.
    const rows = await db.query<{ filename: string }>('SELECT filename FROM project_documents ORDER BY filename')
    expect(storedFiles(documentsDir)).toEqual(rows.rows.map((row) => row.filename).sort())
  })
})

describe('closing the account', () => {
  it('deletes the messages’ attachments, rows and files, and the export lists their names', async () => {
    const { client, api } = await loggedInClient(server, { firstName: 'Hana', password: 'mot-de-passe-solide' })
    const message: ApiMessage = await sendWithFiles(api, client.id, [pdf('bilan.pdf'), pdf('annexe.pdf')])
    const exported = await api.get<{ messages: { id: number; attachments: { filename: string }[] }[] }>('/api/account/export')
    expect(exported.status).toBe(200)
    expect(exported.body.messages.find((item) => item.id === message.id)?.attachments.map((file) => file.filename)).toEqual([
      'bilan.pdf',
      'annexe.pdf',
    ])
    const names = (await db.query('SELECT filename FROM message_attachments WHERE user_id = $1', [client.id])).rows.map(
      (row) => row.filename as string,
    )
    expect(names).toHaveLength(2)
    expect(storedFiles()).toEqual(expect.arrayContaining(names))

    const closed = await api.request('DELETE', '/api/account', { password: 'mot-de-passe-solide' })
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
    expect((await db.query('SELECT count(*) AS n FROM message_attachments WHERE user_id = $1', [client.id])).rows[0].n).toBe('0')
    expect((await db.query('SELECT count(*) AS n FROM messages WHERE user_id = $1', [client.id])).rows[0].n).toBe('0')
    for (const name of names) expect(storedFiles()).not.toContain(name)
  })
})
