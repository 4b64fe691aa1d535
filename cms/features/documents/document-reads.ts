/**
 * Document reads in SQL: a project's documents and checklist, one document with its owner,
 * and the per-project counters of the project lists. Routes check who may read first.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import {
  type ApiChecklistItem,
  type ApiDocument,
  type DocumentKind,
  type DocumentSource,
  type DocumentStatus,
  documentChecklist,
  documentKindLabel,
} from '@/contract/documents'
import { readDb } from '@/cms/infra/db/prepared-reads'
import { isoTime } from '@/cms/infra/db/row-values'

type DocumentRow = {
  id: number
  project_id: number
  user_id: number
  kind: DocumentKind
  from: DocumentSource
  status: DocumentStatus
  note: string | null
  filename: string | null
  mime_type: string | null
  filesize: string | number | null
  created_at: Date | string
  reviewed_at: Date | string | null
}

export type StoredDocument = DocumentRow

const COLUMNS = sql`id, project_id, user_id, kind, "from", status, note, filename, mime_type, filesize, created_at, reviewed_at`

export function toApiDocument(row: DocumentRow): ApiDocument {
  return {
    id: row.id,
    kind: row.kind,
    label: documentKindLabel(row.kind),
    fileName: row.filename ?? '',
    mimeType: row.mime_type ?? 'application/octet-stream',
    size: Number(row.filesize ?? 0),
    from: row.from,
    status: row.status,
    note: row.note || null,
    createdAt: isoTime(row.created_at),
    reviewedAt: row.reviewed_at ? isoTime(row.reviewed_at) : null,
  }
}

/** The project a document belongs to, with what the routes decide on: its owner and procedure. */
export async function readDocumentProject(payload: Payload, projectId: number) {
  const db = readDb(payload)
  const { rows } = await db.execute<{ id: number; user_id: number; type: string }>(
    sql`SELECT id, user_id, type FROM projects WHERE id = ${projectId}`,
  )
  const row = rows[0]
  return row ? { id: row.id, ownerId: row.user_id, type: row.type } : null
}

export async function readDocument(payload: Payload, documentId: number): Promise<DocumentRow | null> {
  const db = readDb(payload)
  const { rows } = await db.execute<DocumentRow>(sql`SELECT ${COLUMNS} FROM project_documents WHERE id = ${documentId}`)
  return rows[0] ?? null
}

/** A project's documents, newest first (a project holds tens of them, not thousands). */
export async function readProjectDocuments(payload: Payload, projectId: number): Promise<ApiDocument[]> {
  const db = readDb(payload)
  const { rows } = await db.execute<DocumentRow>(
    sql`SELECT ${COLUMNS} FROM project_documents WHERE project_id = ${projectId} ORDER BY created_at DESC, id DESC`,
  )
  return rows.map(toApiDocument)
}

/** A checklist entry is provided by a document of its kind, from its side, that was not rejected. */
export function buildChecklist(
  projectType: string,
  documents: readonly Pick<ApiDocument, 'kind' | 'from' | 'status'>[],
): ApiChecklistItem[] {
  const provided = new Set(documents.filter((doc) => doc.status !== 'rejected').map((doc) => `${doc.from}:${doc.kind}`))
  return documentChecklist(projectType).map((entry) => ({
    kind: entry.kind,
    label: documentKindLabel(entry.kind),
    from: entry.from,
    required: entry.required,
    ...(entry.hint ? { hint: entry.hint } : {}),
    provided: provided.has(`${entry.from}:${entry.kind}`),
  }))
}

/**
 * A project's document counters, from what the project lists read with each project
 * (cms/features/projects/project-reads.ts): the kinds of client papers not rejected, and how many
 * uploads wait for staff.
 */
export function documentCounters(projectType: string, clientKinds: readonly DocumentKind[], toReview: number) {
  // Same count as missingClientDocuments(buildChecklist(…)), without building a checklist per row of a list.
  const provided = new Set<string>(clientKinds)
  const missing = documentChecklist(projectType).filter(
    (entry) => entry.from === 'client' && entry.required && !provided.has(entry.kind),
  ).length
  return { missing, toReview }
}
