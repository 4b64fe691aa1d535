/**
 * Documents of a project (issue 17): who may list, upload, download, review and delete
 * (owner, another client, anonymous, the back-office, a plain HTTP client with only its
 * cookie); hostile files refused in French with nothing stored; bytes back as sent; the
 * client's emails; the counters of the project lists; Payload's own file route kept closed.
 */
import fs from 'node:fs'
import path from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminProjectsResponse } from '@/contract/admin-projects'
import { DOCUMENT_ERRORS, DOCUMENT_MAX_BYTES, type DocumentsResponse } from '@/contract/documents'
import type { ApiProject } from '@/contract/projects'
import { ApiClient } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { downloadDocument, elfExecutable, htmlPage, jpegImage, minimalPdf, pngImage, uploadDocument } from '../helpers/document-files'
import { adminSession, loggedInClient } from '../helpers/factories'
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let smtp: SmtpCatcher
let db: pg.Client
let admin: ApiClient
let documentsDir: string

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  server = await startTestServer({ smtpUrl: smtp.url, cmsAdmin: true, env: { TRUST_PROXY: '1' } })
  db = await connectToDatabase(server)
  admin = await adminSession(server)
  documentsDir = path.join(server.dataDir, 'uploads', 'documents')
}, 180_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
  await smtp?.stop()
})

async function clientWithProject(type: 'creation' | 'dissolution' = 'creation', firstName = 'Nadia') {
  const { client, api } = await loggedInClient(server, { firstName })
  const response = await api.post<{ project: ApiProject }>(`/api/projects/${client.id}`, { name: `Projet de ${firstName}`, type })
  expect(response.status).toBe(201)
  return { client, api, project: response.body.project }
}

const storedFiles = () => (fs.existsSync(documentsDir) ? fs.readdirSync(documentsDir).sort() : [])
/** The name a document's file is stored under (random, never the sent one). */
const storedName = async (id: number) =>
  (await db.query<{ filename: string }>('SELECT filename FROM project_documents WHERE id = $1', [id])).rows[0]!.filename
const rowCount = async () => Number((await db.query('SELECT count(*) AS n FROM project_documents')).rows[0].n)
const pdf = (name = 'passeport.pdf', bytes = minimalPdf()) => ({ name, bytes, type: 'application/pdf' })

describe('who may do what', () => {
  it('lets the owner and the back-office in, answers 404 to another client and 401 to anonymous callers', async () => {
    const owner = await clientWithProject('creation', 'Amel')
    const other = await loggedInClient(server, { firstName: 'Karim' })
    const id = owner.project.id

    const uploaded = await uploadDocument(server.baseUrl, owner.api, id, { kind: 'identity', file: pdf() })
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    const document = uploaded.body.document!
    expect(document).toMatchObject({
      kind: 'identity',
      from: 'client',
      status: 'submitted',
      fileName: 'passeport.pdf',
      mimeType: 'application/pdf',
    })
    expect(document.size).toBe(minimalPdf().length)
    expect(document.label).toBe('Pièce d’identité ou passeport de chaque associé')

    // The owner and the back-office list it, with the checklist.
    for (const caller of [owner.api, admin]) {
      const list = await caller.get<DocumentsResponse>(`/api/projects/${id}/documents`)
      expect(list.status).toBe(200)
      expect(list.body.documents.map((doc) => doc.id)).toEqual([document.id])
      expect(list.body.checklist.find((item) => item.kind === 'identity' && item.from === 'client')).toMatchObject({
        provided: true,
        required: true,
      })
      expect(list.body.checklist.find((item) => item.kind === 'address_proof')).toMatchObject({ provided: false })
      expect(list.body.checklist.find((item) => item.kind === 'statutes')).toMatchObject({ from: 'staff', provided: false })
    }

    // Another client: the same 404 as for nothing at all, whatever the route.
    const before = await rowCount()
    expect((await other.api.get(`/api/projects/${id}/documents`)).status).toBe(404)
    const foreignUpload = await uploadDocument(server.baseUrl, other.api, id, { kind: 'identity', file: pdf() })
    expect(foreignUpload.status).toBe(404)
    const foreignDownload = await downloadDocument(server.baseUrl, other.api.cookieHeader(), document.id)
    expect(foreignDownload.status).toBe(404)
    expect(JSON.parse(foreignDownload.bytes.toString()).error).toBe(DOCUMENT_ERRORS.notFound)
    const foreignDelete = await other.api.request('DELETE', `/api/documents/${document.id}`)
    expect(foreignDelete.status).toBe(404)
    expect(foreignDelete.body.error).toBe(DOCUMENT_ERRORS.notFound)
    expect((await other.api.get(`/api/projects/999999/documents`)).status).toBe(404)
    expect((await other.api.request('DELETE', `/api/documents/999999`)).body.error).toBe(DOCUMENT_ERRORS.notFound)
    // Review is the back-office's: clients (even the owner) are refused like anonymous callers.
    for (const caller of [owner.api, other.api, new ApiClient(server.baseUrl)]) {
      expect((await caller.patch(`/api/documents/${document.id}`, { status: 'accepted' })).status).toBe(401)
    }

    // Anonymous callers.
    const anonymous = new ApiClient(server.baseUrl)
    expect((await anonymous.get(`/api/projects/${id}/documents`)).status).toBe(401)
    expect((await uploadDocument(server.baseUrl, null, id, { kind: 'identity', file: pdf() })).status).toBe(401)
    expect((await downloadDocument(server.baseUrl, null, document.id)).status).toBe(401)
    expect((await anonymous.request('DELETE', `/api/documents/${document.id}`)).status).toBe(401)
    expect(await rowCount()).toBe(before)

    // A plain HTTP client with only the owner's cookie (no Origin): reads, uploads and downloads.
    const cookie = owner.api.cookieHeader()
    const plainList = await fetch(`${server.baseUrl}/api/projects/${id}/documents`, { headers: { Cookie: cookie } })
    expect(plainList.status).toBe(200)
    const plainUpload = await uploadDocument(server.baseUrl, { cookie }, id, { kind: 'address_proof', file: pdf('quittance.pdf') })
    expect(plainUpload.status).toBe(201)
    expect((await downloadDocument(server.baseUrl, cookie, plainUpload.body.document!.id)).bytes.equals(minimalPdf())).toBe(true)
    // …and only the other client's cookie: nothing.
    const otherCookie = other.api.cookieHeader()
    expect((await fetch(`${server.baseUrl}/api/projects/${id}/documents`, { headers: { Cookie: otherCookie } })).status).toBe(404)
    expect((await downloadDocument(server.baseUrl, otherCookie, document.id)).status).toBe(404)

    // The back-office downloads, reviews, and returns an official document (accepted at once).
    expect((await downloadDocument(server.baseUrl, admin.cookieHeader(), document.id)).status).toBe(200)
    const reviewed = await admin.patch<{ document: { status: string; reviewedAt: string } }>(`/api/documents/${document.id}`, {
      status: 'accepted',
    })
    expect(reviewed.status).toBe(200)
    expect(reviewed.body.document.status).toBe('accepted')
    expect(Date.parse(reviewed.body.document.reviewedAt)).toBeGreaterThan(Date.now() - 60_000)
    const returned = await uploadDocument(server.baseUrl, admin, id, { kind: 'statutes', file: pdf('Statuts SARL.pdf') })
    expect(returned.status).toBe(201)
    expect(returned.body.document).toMatchObject({ from: 'staff', status: 'accepted', kind: 'statutes' })

    // The owner may take back only its own paper still under review.
    const reviewedDelete = await owner.api.request('DELETE', `/api/documents/${document.id}`)
    expect(reviewedDelete.status).toBe(409)
    expect(reviewedDelete.body.error).toBe(DOCUMENT_ERRORS.deleteReviewed)
    expect((await owner.api.request('DELETE', `/api/documents/${returned.body.document!.id}`)).status).toBe(409)
    const pending = plainUpload.body.document!
    const pendingFile = path.join(documentsDir, await storedName(pending.id))
    expect(fs.existsSync(pendingFile)).toBe(true)
    expect((await owner.api.request('DELETE', `/api/documents/${pending.id}`)).status).toBe(200)
    expect(fs.existsSync(pendingFile)).toBe(false)
    expect((await db.query('SELECT 1 FROM project_documents WHERE id = $1', [pending.id])).rowCount).toBe(0)
    // The back-office removes anything, file included.
    const reviewedFile = path.join(documentsDir, await storedName(document.id))
    expect((await admin.request('DELETE', `/api/documents/${document.id}`)).status).toBe(200)
    expect(fs.existsSync(reviewedFile)).toBe(false)
    expect((await admin.request('DELETE', `/api/documents/${document.id}`)).status).toBe(404)
  })

  it('keeps Payload’s own file route and REST closed to anonymous callers and clients', async () => {
    const owner = await clientWithProject()
    const uploaded = await uploadDocument(server.baseUrl, owner.api, owner.project.id, { kind: 'identity', file: pdf('carte.pdf') })
    const fileName = uploaded.body.document!.fileName
    for (const cookie of [null, owner.api.cookieHeader()]) {
      const headers = cookie ? { Cookie: cookie } : undefined
      const file = await fetch(`${server.baseUrl}/cms-api/project-documents/file/${encodeURIComponent(fileName)}`, { headers })
      expect([401, 403, 404], `file route, ${cookie ? 'owner cookie' : 'anonymous'}`).toContain(file.status)
      expect(Buffer.from(await file.arrayBuffer()).includes(Buffer.from('%PDF'))).toBe(false)
      const rest = await fetch(`${server.baseUrl}/cms-api/project-documents`, { headers })
      expect([401, 403, 404]).toContain(rest.status)
      await rest.arrayBuffer()
    }
  })
})

describe('what is refused', () => {
  it('refuses hostile, empty, oversized files and a missing or foreign kind in French, storing nothing', async () => {
    const { api, project } = await clientWithProject('creation', 'Sofiane')
    const tooLarge = Buffer.concat([minimalPdf(), Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - minimalPdf().length)])
    const cases: [string, Parameters<typeof uploadDocument>[3], number, string][] = [
      ['an executable named .pdf', { kind: 'identity', file: pdf('facture.pdf', elfExecutable()) }, 415, DOCUMENT_ERRORS.fileType],
      ['an HTML page named .pdf', { kind: 'identity', file: pdf('releve.pdf', htmlPage()) }, 415, DOCUMENT_ERRORS.fileType],
      ['10 MB + 1 byte', { kind: 'identity', file: pdf('gros.pdf', tooLarge) }, 413, DOCUMENT_ERRORS.fileTooLarge],
      ['an empty file', { kind: 'identity', file: pdf('vide.pdf', Buffer.alloc(0)) }, 400, DOCUMENT_ERRORS.fileEmpty],
      ['a PDF cut short', { kind: 'identity', file: pdf('coupe.pdf', minimalPdf().subarray(0, 200)) }, 415, DOCUMENT_ERRORS.fileDamaged],
      ['no kind', { file: pdf() }, 400, DOCUMENT_ERRORS.kindRequired],
      ['an unknown kind', { kind: 'passport', file: pdf() }, 400, DOCUMENT_ERRORS.kindRequired],
      ['a staff document sent by the client', { kind: 'statutes', file: pdf() }, 400, DOCUMENT_ERRORS.kindNotAllowed],
      ['no file', { kind: 'identity' }, 400, DOCUMENT_ERRORS.fileRequired],
    ]
    const rowsBefore = await rowCount()
    const filesBefore = storedFiles()
    for (const [what, part, status, error] of cases) {
      const response = await uploadDocument(server.baseUrl, api, project.id, part)
      expect(response.status, what).toBe(status)
      expect(response.body, what).toMatchObject({ success: false, error })
    }
    // Not multipart at all.
    const json = await api.post(`/api/projects/${project.id}/documents`, { kind: 'identity' })
    expect(json.status).toBe(400)
    expect(json.body.error).toBe(DOCUMENT_ERRORS.fileRequired)
    expect(await rowCount()).toBe(rowsBefore)
    expect(storedFiles()).toEqual(filesBefore)
  })

  it('stores a path-traversal or control-character name as a clean name inside the documents folder', async () => {
    const { api, project } = await clientWithProject()
    const traversal = await uploadDocument(server.baseUrl, api, project.id, { kind: 'identity', file: pdf('../../x.pdf') })
    expect(traversal.status, JSON.stringify(traversal.body)).toBe(201)
    const name = traversal.body.document!.fileName
    expect(name).toMatch(/^x(-\d+)?\.pdf$/)
    expect(fs.existsSync(path.join(documentsDir, await storedName(traversal.body.document!.id)))).toBe(true)
    for (const outside of [
      path.join(server.dataDir, 'x.pdf'),
      path.join(server.dataDir, 'uploads', 'x.pdf'),
      path.resolve(server.dataDir, '..', 'x.pdf'),
    ]) {
      expect(fs.existsSync(outside), outside).toBe(false)
    }
    const windows = await uploadDocument(server.baseUrl, api, project.id, {
      kind: 'identity',
      file: pdf('C:\\Users\\Amel\\pièce d’identité.pdf'),
    })
    expect(windows.status).toBe(201)
    expect(windows.body.document!.fileName).toMatch(/^pièce d’identité(-\d+)?\.pdf$/)
    // Control characters cannot travel raw in a part header (refused as malformed), but they can percent-encoded.
    const encoded = encodeURIComponent('..\\..\\fac\u0001ture\u007f\u202e\n.pdf')
    const control = await uploadDocument(server.baseUrl, api, project.id, { kind: 'identity', file: { ...pdf(), nameStar: encoded } })
    expect(control.status, JSON.stringify(control.body)).toBe(201)
    expect(control.body.document!.fileName).toMatch(/^facture(-\d+)?\.pdf$/)
    const raw = await uploadDocument(server.baseUrl, api, project.id, { kind: 'identity', file: pdf('fac\u0001ture.pdf') })
    expect(raw.status).toBe(400)
    expect(raw.body.error).toBe(DOCUMENT_ERRORS.uploadFailed)
  })
})

describe('the files themselves', () => {
  it('answers the bytes sent, as an attachment, never sniffed nor cached; images keep their real type', async () => {
    const { api, project } = await clientWithProject()
    const png = await pngImage()
    const jpeg = await jpegImage()
    const files = [
      {
        kind: 'identity',
        name: 'Relevé d’identité.pdf',
        bytes: minimalPdf('Releve'),
        type: 'application/pdf',
        expectedName: /^Relevé d’identité(-\d+)?\.pdf$/,
      },
      // A PNG named .pdf is a PNG: stored and served as one.
      {
        kind: 'address_proof',
        name: 'facture.pdf',
        bytes: png,
        type: 'application/pdf',
        expectedType: 'image/png',
        expectedName: /^facture(-\d+)?\.png$/,
      },
      {
        kind: 'other',
        name: 'photo',
        bytes: jpeg,
        type: 'application/octet-stream',
        expectedType: 'image/jpeg',
        expectedName: /^photo(-\d+)?\.jpg$/,
      },
    ]
    for (const file of files) {
      const uploaded = await uploadDocument(server.baseUrl, api, project.id, { kind: file.kind, file })
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
      const document = uploaded.body.document!
      expect(document.fileName).toMatch(file.expectedName)
      expect(document.mimeType).toBe(file.expectedType ?? 'application/pdf')
      const download = await downloadDocument(server.baseUrl, api.cookieHeader(), document.id)
      expect(download.status).toBe(200)
      expect(download.bytes.equals(file.bytes)).toBe(true)
      expect(download.headers.get('content-type')).toBe(document.mimeType)
      expect(download.headers.get('content-length')).toBe(String(file.bytes.length))
      expect(download.headers.get('x-content-type-options')).toBe('nosniff')
      expect(download.headers.get('cache-control')).toBe('private, no-store')
      const disposition = download.headers.get('content-disposition') ?? ''
      expect(disposition).toMatch(/^attachment; filename=/)
      if (/[^\x20-\x7e]/.test(document.fileName)) {
        // Accents travel in RFC 5987's filename*, percent-encoded UTF-8.
        const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(disposition)?.[1] ?? ''
        expect(decodeURIComponent(encoded)).toBe(document.fileName)
      }
    }
  })

  it('stores each file under a random name and shows the name it was sent with, even when two clients send the same', async () => {
    const first = await clientWithProject('creation', 'Sonia')
    const second = await clientWithProject('creation', 'Walid')
    const sent = await Promise.all(
      [first, second].map(({ api, project }) =>
        uploadDocument(server.baseUrl, api, project.id, { kind: 'identity', file: pdf('statuts signés.pdf') }),
      ),
    )
    const stored: string[] = []
    for (const [index, upload] of sent.entries()) {
      expect(upload.status, JSON.stringify(upload.body)).toBe(201)
      const document = upload.body.document!
      // Neither sees a « -1 »: nothing tells a founder that someone else sent a file of that name.
      expect(document.fileName).toBe('statuts signés.pdf')
      const list = await [first, second][index]!.api.get<DocumentsResponse>(`/api/projects/${[first, second][index]!.project.id}/documents`)
      expect(list.body.documents.map((item) => item.fileName)).toEqual(['statuts signés.pdf'])
      const download = await downloadDocument(server.baseUrl, [first, second][index]!.api.cookieHeader(), document.id)
      expect(decodeURIComponent(/filename\*=UTF-8''([^;\s]+)/.exec(download.headers.get('content-disposition') ?? '')?.[1] ?? '')).toBe(
        'statuts signés.pdf',
      )
      stored.push(await storedName(document.id))
    }
    // On disk: a random name with its extension, saying nothing of the paper or its owner.
    for (const name of stored) {
      expect(name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/)
      expect(fs.existsSync(path.join(documentsDir, name))).toBe(true)
    }
    expect(stored[0]).not.toBe(stored[1])
  })

  it('answers 404 when the stored file has gone', async () => {
    const { api, project } = await clientWithProject()
    const uploaded = await uploadDocument(server.baseUrl, api, project.id, { kind: 'identity', file: pdf('perdu.pdf') })
    fs.rmSync(path.join(documentsDir, await storedName(uploaded.body.document!.id)))
    const download = await downloadDocument(server.baseUrl, api.cookieHeader(), uploaded.body.document!.id)
    expect(download.status).toBe(404)
  })
})

describe('notices and counters', () => {
  it('emails the client when staff return a document or refuse one (a refusal needs a reason)', async () => {
    const { client, api, project } = await clientWithProject('creation', 'Lina')
    const returned = await uploadDocument(server.baseUrl, admin, project.id, { kind: 'rc_extract', file: pdf('extrait RC.pdf') })
    expect(returned.status).toBe(201)
    const returnedMail = await smtp.waitForMail(
      (mail) => mail.to.includes(client.email.toLowerCase()) && mail.subject.includes('Nouveau document'),
    )
    expect(returnedMail.subject).toBe('Nouveau document disponible\u00a0: Extrait du registre du commerce')
    expect(returnedMail.text).toContain('Bonjour Lina')
    expect(returnedMail.links).toContain(`${server.baseUrl}/project/${project.id}`)

    const paper = (await uploadDocument(server.baseUrl, api, project.id, { kind: 'identity', file: pdf('cni.pdf') })).body.document!
    const noReason = await admin.patch(`/api/documents/${paper.id}`, { status: 'rejected' })
    expect(noReason.status).toBe(400)
    expect(noReason.body.error).toBe(DOCUMENT_ERRORS.noteRequired)
    const badStatus = await admin.patch(`/api/documents/${paper.id}`, { status: 'submitted' })
    expect(badStatus.status).toBe(400)
    const rejected = await admin.patch<{ document: { status: string; note: string } }>(`/api/documents/${paper.id}`, {
      status: 'rejected',
      note: 'La copie est illisible, merci de la scanner en couleur.',
    })
    expect(rejected.status).toBe(200)
    expect(rejected.body.document).toMatchObject({ status: 'rejected', note: 'La copie est illisible, merci de la scanner en couleur.' })
    const rejectedMail = await smtp.waitForMail((mail) => mail.to.includes(client.email.toLowerCase()) && mail.subject.includes('renvoyer'))
    expect(rejectedMail.subject).toBe('Document à renvoyer\u00a0: Pièce d’identité ou passeport de chaque associé')
    expect(rejectedMail.text).toContain('La copie est illisible')
    expect(rejectedMail.links).toContain(`${server.baseUrl}/project/${project.id}`)
    // The client's own uploads and acceptances send nothing.
    expect(smtp.mails.filter((mail) => mail.to.includes(client.email.toLowerCase()) && /document/i.test(mail.subject))).toHaveLength(2)
  })

  it('counts the missing papers on the client’s list and the papers to review on the back-office’s', async () => {
    const { api, project } = await clientWithProject('dissolution', 'Walid')
    const missing = async () =>
      (await api.get<{ projects: ApiProject[] }>('/api/projects')).body.projects.find((item) => item.id === project.id)!.documents
    const toReview = async () =>
      (await admin.get<AdminProjectsResponse>(`/api/admin/projects?q=${encodeURIComponent('Projet de Walid')}`)).body.projects.find(
        (item) => item.id === project.id,
      )!.documents!.toReview
    // A dissolution asks four papers of the client.
    expect(await missing()).toEqual({ missing: 4, toReview: 0 })
    const identity = (await uploadDocument(server.baseUrl, api, project.id, { kind: 'identity', file: pdf() })).body.document!
    await uploadDocument(server.baseUrl, api, project.id, { kind: 'current_statutes', file: pdf('statuts.pdf') })
    await uploadDocument(server.baseUrl, api, project.id, { kind: 'other', file: pdf('note.pdf') })
    expect(await missing()).toEqual({ missing: 2, toReview: 3 })
    expect(await toReview()).toBe(3)
    await admin.patch(`/api/documents/${identity.id}`, { status: 'rejected', note: 'Pièce expirée' })
    expect(await missing()).toEqual({ missing: 3, toReview: 2 })
    expect(await toReview()).toBe(2)
  })
})

describe('limits', () => {
  it('refuses a client’s 31st upload within the hour with a French 429 that says when to retry; staff are not limited', async () => {
    const { api, project } = await clientWithProject('creation', 'Lina')
    for (let n = 0; n < 30; n++) {
      // Refused files count too: what is limited is the sending, whatever it holds.
      const sent = await uploadDocument(server.baseUrl, api, project.id, {
        kind: 'identity',
        file: { name: 'vide.pdf', bytes: Buffer.alloc(0) },
      })
      expect(sent.status).toBe(400)
    }
    const before = await rowCount()
    const refused = await uploadDocument(server.baseUrl, api, project.id, { kind: 'identity', file: pdf() })
    expect(refused.status).toBe(429)
    expect(refused.body.error).toMatch(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/)
    expect(await rowCount()).toBe(before)
    const staff = await uploadDocument(server.baseUrl, admin, project.id, { kind: 'statutes', file: pdf('statuts.pdf') })
    expect(staff.status).toBe(201)
  })
})
