/**
 * Document reads with Drizzle on Payload's tables, each built once and run as a named prepared
 * statement (cms/infra/db/typed-reads.ts): a project's documents and checklist, one document
 * with its owner, and the per-project counters of the project lists. Routes check who may read first.
 */
import { desc, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { type ChecklistProject, documentChecklist } from '@/contract/document-checklists'
import { type ApiChecklistItem, type ApiDocument, type DocumentKind, documentKindLabel } from '@/contract/documents'
import { project_documents, projects } from '@/cms/infra/db/payload-schema'
import { timestampText } from '@/cms/infra/db/row-values'
import { preparedRead } from '@/cms/infra/db/typed-reads'

/** What a document's reads select. */
const documentColumns = {
  id: project_documents.id,
  projectId: project_documents.project,
  userId: project_documents.user,
  kind: project_documents.kind,
  from: project_documents.from,
  status: project_documents.status,
  note: project_documents.note,
  filename: project_documents.filename,
  originalName: project_documents.originalName,
  mimeType: project_documents.mimeType,
  filesize: project_documents.filesize,
  createdAt: project_documents.createdAt,
  reviewedAt: project_documents.reviewedAt,
}

/** A document as read: the selection's row (drizzle's timestamps are PostgreSQL's text, timestampText makes them ISO). */
export type StoredDocument = Awaited<ReturnType<ReturnType<typeof oneDocument>['execute']>>[number]

export function toApiDocument(row: StoredDocument): ApiDocument {
  return {
    id: row.id,
    kind: row.kind,
    label: documentKindLabel(row.kind),
    fileName: row.originalName ?? row.filename ?? '',
    mimeType: row.mimeType ?? 'application/octet-stream',
    size: row.filesize ?? 0,
    from: row.from,
    status: row.status,
    note: row.note || null,
    createdAt: timestampText(row.createdAt),
    reviewedAt: row.reviewedAt ? timestampText(row.reviewedAt) : null,
  }
}

/**
 * What a project's checklist depends on (contract/documents.ts, ChecklistProject): its procedure,
 * and once its questionnaire is submitted, its country and legal form. Project reads select these too.
 */
export const checklistColumns = {
  type: projects.type,
  country: projects.country,
  legalForm: sql<string | null>`${projects.questionnaire}->>'legalForm'`.as('legal_form'),
}

const documentProject = preparedRead((db) =>
  db
    .select({ id: projects.id, ownerId: projects.user, ...checklistColumns })
    .from(projects)
    .where(eq(projects.id, sql.placeholder('id'))),
)

/** The project a document belongs to, with what the routes decide on: its owner and what picks its checklist. */
export async function readDocumentProject(payload: Payload, projectId: number) {
  const [row] = await documentProject(payload).execute({ id: projectId })
  return row ?? null
}

const oneDocument = preparedRead((db) =>
  db
    .select(documentColumns)
    .from(project_documents)
    .where(eq(project_documents.id, sql.placeholder('id'))),
)

export async function readDocument(payload: Payload, documentId: number): Promise<StoredDocument | null> {
  const [row] = await oneDocument(payload).execute({ id: documentId })
  return row ?? null
}

const projectDocuments = preparedRead((db) =>
  db
    .select(documentColumns)
    .from(project_documents)
    .where(eq(project_documents.project, sql.placeholder('projectId')))
    .orderBy(desc(project_documents.createdAt), desc(project_documents.id)),
)

/** A project's documents, newest first (a project holds tens of them, not thousands). */
export async function readProjectDocuments(payload: Payload, projectId: number): Promise<ApiDocument[]> {
  return (await projectDocuments(payload).execute({ projectId })).map(toApiDocument)
}

/**
 * A checklist entry is provided by a document of its kind, from its side, that was not rejected.
 * A document whose kind is not (or no longer) on the project's checklist, for instance sent
 * before the questionnaire changed it, stays listed after it as an optional entry.
 */
export function buildChecklist(
  project: ChecklistProject,
  documents: readonly Pick<ApiDocument, 'kind' | 'from' | 'status'>[],
): ApiChecklistItem[] {
  const provided = new Set(documents.filter((doc) => doc.status !== 'rejected').map((doc) => `${doc.from}:${doc.kind}`))
  const entries = documentChecklist(project)
  const listed = new Set(entries.map((entry) => `${entry.from}:${entry.kind}`))
  const items: ApiChecklistItem[] = entries.map((entry) => ({
    kind: entry.kind,
    label: documentKindLabel(entry.kind),
    from: entry.from,
    required: entry.required,
    ...(entry.hint ? { hint: entry.hint } : {}),
    provided: provided.has(`${entry.from}:${entry.kind}`),
  }))
  for (const doc of documents) {
    const key = `${doc.from}:${doc.kind}`
    if (doc.kind === 'other' || listed.has(key)) continue
    listed.add(key)
    items.push({
      kind: doc.kind,
      label: documentKindLabel(doc.kind),
      from: doc.from,
      required: false,
      hint: 'Déjà transmis pour ce dossier',
      provided: provided.has(key),
    })
  }
  return items
}

/**
 * A project's document counters, from what the project lists read with each project
 * (cms/features/projects/project-reads.ts): the kinds of client papers not rejected, and how many
 * uploads wait for staff.
 */
export function documentCounters(project: ChecklistProject, clientKinds: readonly DocumentKind[], toReview: number) {
  // Same count as missingClientDocuments(buildChecklist(…)), without building a checklist per row of a list.
  const provided = new Set<string>(clientKinds)
  const missing = documentChecklist(project).filter(
    (entry) => entry.from === 'client' && entry.required && !provided.has(entry.kind),
  ).length
  return { missing, toReview }
}
