/**
 * Reads and writes of a project's documents (contract/documents.ts), for the client area and
 * the back-office alike: the server answers each side with what it may see and do.
 */
import useSWR, { mutate } from 'swr'
import {
  type DocumentKind,
  type DocumentResponse,
  type DocumentReviewInput,
  documentPaths,
  type DocumentsResponse,
} from '@/contract/documents'
import { apiFetch, type ApiError } from '@/web/src/lib/api-client'
import { uploadWithProgress, type UploadOptions } from './upload-with-progress'

/** The SWR key of a project's documents (also what the list of projects' refreshers match). */
export const documentsKey = (projectId: number | string) => documentPaths.list(projectId)

/** GET /api/projects/{id}/documents: the files and the procedure's checklist. */
export const useProjectDocuments = (projectId: number | string) => useSWR<DocumentsResponse, ApiError>(documentsKey(projectId))

/** Reads the project's documents again (after a write, or a retry). */
export const refreshDocuments = (projectId: number | string) => mutate(documentsKey(projectId))

/** POST /api/projects/{id}/documents (multipart `kind` + `file`), with the upload's progress. */
export function uploadDocument(projectId: number | string, kind: DocumentKind, file: File, options: UploadOptions) {
  const body = new FormData()
  // The kind first: the server can refuse a wrong kind before reading the whole file.
  body.append('kind', kind)
  body.append('file', file, file.name)
  return uploadWithProgress<DocumentResponse>(documentPaths.upload(projectId), body, options)
}

/** PATCH /api/documents/{id} (back-office): accept, or refuse with a note the client reads. */
export const reviewDocument = (documentId: number, review: DocumentReviewInput) =>
  apiFetch<DocumentResponse>(documentPaths.review(documentId), { method: 'PATCH', body: review })

/** DELETE /api/documents/{id}: the owner while it waits for review, or the back-office. */
export const removeDocument = (documentId: number) => apiFetch<{ success: true }>(documentPaths.remove(documentId), { method: 'DELETE' })
