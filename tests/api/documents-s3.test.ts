/**
 * Project documents in an S3-compatible store (S3_BUCKET…), end to end against s3rver: the
 * upload lands in the bucket (not in DATA_DIR), the list shows it, the download answers the
 * same bytes, a delete removes the object; refused files leave the bucket untouched.
 */
import fs from 'node:fs'
import path from 'node:path'
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocumentResponse, DocumentsResponse } from '@/contract/documents'
import type { ApiProject } from '@/contract/projects'
import type { ApiClient } from '../helpers/api-client'
import {
  downloadAttachment,
  downloadDocument,
  elfExecutable,
  minimalPdf,
  pngImage,
  sendMessageWithFiles,
  uploadDocument,
} from '../helpers/document-files'
import { connectToDatabase } from '../helpers/database'
import { adminSession, loggedInClient } from '../helpers/factories'
import { type S3StandIn, startS3StandIn } from '../helpers/s3-stand-in'
import { startTestServer, type TestServer } from '../helpers/test-server'

let s3: S3StandIn
let server: TestServer
let admin: ApiClient
let db: pg.Client

beforeAll(async () => {
  s3 = await startS3StandIn()
  server = await startTestServer({ env: { TRUST_PROXY: '1', ...s3.env } })
  admin = await adminSession(server)
  db = await connectToDatabase(server)
}, 120_000)
afterAll(async () => {
  await db?.end()
  await server?.stop()
  await s3?.stop()
})

/** The key a file is stored under: a random name, never the one it was sent with (collections/fields/original-name.ts). */
const storedKey = async (table: 'project_documents' | 'message_attachments', id: number) => {
  const { filename } = (await db.query<{ filename: string }>(`SELECT filename FROM ${table} WHERE id = $1`, [id])).rows[0]!
  return table === 'message_attachments' ? `attachments/${filename}` : filename
}

const objectKeys = async () =>
  ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key).sort()

describe('documents in S3', () => {
  it('uploads to the bucket, lists, downloads the same bytes, and deletes the object', async () => {
    const { client, api } = await loggedInClient(server, { firstName: 'Rania' })
    const project = (
      await api.post<{ project: ApiProject }>(`/api/projects/${client.id}`, { name: 'Domiciliation Rania', type: 'domiciliation' })
    ).body.project

    const bytes = minimalPdf('Passeport Rania')
    const uploaded = await uploadDocument(server.baseUrl, api, project.id, { kind: 'identity', file: { name: 'passeport.pdf', bytes } })
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    const document = uploaded.body.document!
    expect(document.fileName).toBe('passeport.pdf')
    const key = await storedKey('project_documents', document.id)
    expect(await objectKeys()).toContain(key)
    const stored = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(bytes)).toBe(true)
    // Nothing under DATA_DIR: the instances share the bucket, not a disk.
    const localDir = path.join(server.dataDir, 'uploads', 'documents')
    expect(fs.existsSync(localDir) ? fs.readdirSync(localDir) : []).toEqual([])

    const staffPng = await pngImage()
    const returned = await uploadDocument(server.baseUrl, admin, project.id, {
      kind: 'domiciliation_contract',
      file: { name: 'contrat.png', bytes: staffPng, type: 'image/png' },
    })
    expect(returned.status).toBe(201)

    const list = await api.get<DocumentsResponse>(`/api/projects/${project.id}/documents`)
    expect(list.body.documents.map((doc) => doc.id).sort()).toEqual([document.id, returned.body.document!.id].sort())
    expect(list.body.checklist.find((item) => item.kind === 'identity')?.provided).toBe(true)

    for (const [id, expected, type] of [
      [document.id, bytes, 'application/pdf'],
      [returned.body.document!.id, staffPng, 'image/png'],
    ] as const) {
      const download = await downloadDocument(server.baseUrl, api.cookieHeader(), id)
      expect(download.status).toBe(200)
      expect(download.bytes.equals(expected)).toBe(true)
      expect(download.headers.get('content-type')).toBe(type)
      expect(download.headers.get('content-length')).toBe(String(expected.length))
      expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
    }
    // Another client still gets nothing.
    const other = await loggedInClient(server, { firstName: 'Yanis' })
    expect((await downloadDocument(server.baseUrl, other.api.cookieHeader(), document.id)).status).toBe(404)

    expect((await api.request('DELETE', `/api/documents/${document.id}`)).status).toBe(200)
    await expect(s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))).rejects.toMatchObject({
      $metadata: { httpStatusCode: 404 },
    })
    expect(await objectKeys()).toEqual([await storedKey('project_documents', returned.body.document!.id)])
  })

  it('leaves the bucket untouched when a file is refused', async () => {
    const { client, api } = await loggedInClient(server)
    const project = (await api.post<{ project: ApiProject }>(`/api/projects/${client.id}`, { name: 'Création', type: 'creation' })).body
      .project
    const before = await objectKeys()
    const refused = await uploadDocument(server.baseUrl, api, project.id, {
      kind: 'identity',
      file: { name: 'x.pdf', bytes: elfExecutable() },
    })
    expect(refused.status).toBe(415)
    expect(await objectKeys()).toEqual(before)
  })

  it('keeps message attachments under their own prefix: never over a document of the same name; downloads, filing and erasure work', async () => {
    const { client, api } = await loggedInClient(server, { firstName: 'Meriem', password: 'mot-de-passe-solide' })
    const project = (await api.post<{ project: ApiProject }>(`/api/projects/${client.id}`, { name: 'SARL Meriem', type: 'creation' })).body
      .project
    const paper = minimalPdf('Document Meriem')
    const uploaded = await uploadDocument(server.baseUrl, api, project.id, {
      kind: 'identity',
      file: { name: 'passeport.pdf', bytes: paper },
    })
    expect(uploaded.status).toBe(201)
    const before = await objectKeys()

    // A refused file leaves the bucket as it was.
    const fields = { subject: 'Mes pièces', content: 'Bonjour' }
    const refused = await sendMessageWithFiles(server.baseUrl, api, client.id, fields, [{ name: 'x.pdf', bytes: elfExecutable() }])
    expect(refused.status).toBe(415)
    expect(await objectKeys()).toEqual(before)

    const sentBytes = minimalPdf('Piece jointe Meriem')
    const sent = await sendMessageWithFiles(server.baseUrl, api, client.id, fields, [{ name: 'passeport.pdf', bytes: sentBytes }])
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const attachment = sent.body.message!.attachments[0]!
    // Same name, another object: the document is untouched.
    const attachmentKey = await storedKey('message_attachments', attachment.id)
    const documentKey = await storedKey('project_documents', uploaded.body.document!.id)
    expect(await objectKeys()).toContain(attachmentKey)
    const documentObject = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: documentKey }))
    expect(Buffer.from(await documentObject.Body!.transformToByteArray()).equals(paper)).toBe(true)
    const localDir = path.join(server.dataDir, 'uploads', 'attachments')
    expect(fs.existsSync(localDir) ? fs.readdirSync(localDir) : []).toEqual([])

    const download = await downloadAttachment(server.baseUrl, api.cookieHeader(), attachment.id)
    expect(download.status).toBe(200)
    expect(download.bytes.equals(sentBytes)).toBe(true)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)

    // Filed as a document: its bytes copied into the documents' keys.
    const filed = await admin.post<DocumentResponse>(`/api/admin/attachments/${attachment.id}/file-as-document`, {
      projectId: project.id,
      kind: 'address_proof',
    })
    expect(filed.status, JSON.stringify(filed.body)).toBe(201)
    const copy = await downloadDocument(server.baseUrl, api.cookieHeader(), filed.body.document.id)
    expect(copy.bytes.equals(sentBytes)).toBe(true)
    const filedKey = await storedKey('project_documents', filed.body.document.id)
    expect(await objectKeys()).toContain(filedKey)

    // Closing the account removes every object of it, the attachment's too.
    expect((await api.request('DELETE', '/api/account', { password: 'mot-de-passe-solide' })).status).toBe(200)
    const left = await objectKeys()
    for (const key of [attachmentKey, filedKey, documentKey]) {
      expect(left).not.toContain(key)
    }
  })
})
