/**
 * Project documents and message attachments in an S3-compatible store (S3_BUCKET set): Payload's
 * storage-s3 plugin for these two upload collections. Files keep Payload's access control (its
 * file route checks the collection's read access); the product itself serves them through
 * /api/documents/{id}/download and /api/attachments/{id}/download (document-storage.ts).
 */
import { S3Client } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Plugin } from 'payload'
import type { AppConfig } from '@/cms/infra/config/env'

export const DOCUMENTS_COLLECTION = 'project-documents'

/**
 * The upload collections kept in the bucket, each under its key prefix. Filenames are unique
 * within a collection only (Payload adds `-1`…), so two collections need two prefixes: an
 * attachment 'passeport.pdf' must not overwrite the document 'passeport.pdf'. Documents keep no
 * prefix, as their objects were stored before attachments existed.
 */
export const STORED_FILE_PREFIXES = {
  'project-documents': '',
  'message-attachments': 'attachments',
  // The blog's public images (issue 36): their own prefix, as their names are chosen by editors.
  'blog-media': 'blog-media',
} as const
export type StoredFileCollection = keyof typeof STORED_FILE_PREFIXES

/** The object key of a stored file: the plugin writes and deletes it under its collection's prefix. */
export const storedFileKey = (collection: StoredFileCollection, filename: string) =>
  STORED_FILE_PREFIXES[collection] ? `${STORED_FILE_PREFIXES[collection]}/${filename}` : filename

type S3Settings = NonNullable<AppConfig['documentsS3']>

export function s3ClientConfig(settings: S3Settings) {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible stores reject the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  }
}

let client: S3Client | undefined
/** One client per process (keep-alive sockets), for the download route. */
export function documentsS3Client(settings: S3Settings): S3Client {
  client ??= new S3Client(s3ClientConfig(settings))
  return client
}

/**
 * storage-s3 adds a hidden `_objectKey` field (per-upload folders, used by browser-side uploads)
 * and, with a collection `prefix`, a `prefix` field: the committed schema has neither. We upload
 * through the server only, so objects are keyed by their collection's fixed prefix and their
 * (unique) filename, and both fields are dropped: no column, no migration. Without a stored
 * prefix the plugin falls back to the collection's own, for writes and for deletes alike.
 */
const PLUGIN_ONLY_FIELDS = new Set(['_objectKey', 'prefix'])
const withoutPluginFields: Plugin = (config: Config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    collection.slug in STORED_FILE_PREFIXES
      ? { ...collection, fields: collection.fields.filter((field) => !('name' in field && PLUGIN_ONLY_FIELDS.has(field.name))) }
      : collection,
  ),
})

/**
 * Always installed, enabled only with S3_BUCKET: the admin's import map then stays the same
 * whatever the configuration (the plugin registers its client component either way).
 * Payload's access control stays on.
 */
export function documentsStoragePlugins(settings: AppConfig['documentsS3']): Plugin[] {
  return [
    s3Storage({
      enabled: Boolean(settings),
      bucket: settings?.bucket ?? 'unused',
      collections: {
        [DOCUMENTS_COLLECTION]: true,
        'message-attachments': { prefix: STORED_FILE_PREFIXES['message-attachments'] },
        'blog-media': { prefix: STORED_FILE_PREFIXES['blog-media'] },
      },
      config: settings ? s3ClientConfig(settings) : {},
    }),
    withoutPluginFields,
  ]
}
