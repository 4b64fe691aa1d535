/**
 * The documents capability's public face: per-project counters the project reads show, and the
 * file handling other capabilities reuse (a message's attachments: multipart reading, checks from
 * the bytes, storage; filing an attachment as a project document).
 */
export { checklistColumns, documentCounters, readDocument, readDocumentProject, toApiDocument } from './document-reads'
export { openStoredFile, readStoredFile, removeStoredFile } from './document-storage'
// The bucket's client, for files the server makes itself (the blog's share cards, cms/features/blog/share-cards).
export { documentsS3Client } from './s3-storage'
export { cleanFileName, detectDocumentType, type DocumentMimeType, isWholePdf } from './file-checks'
export { readMultipart, type UploadedFile } from './multipart-upload'
