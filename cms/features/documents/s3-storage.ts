/**
 * Project documents in an S3-compatible store (S3_BUCKET set): Payload's storage-s3 plugin for
 * the 'project-documents' collection only. Files keep Payload's access control (its file route
 * checks the collection's read access); the product itself serves them through
 * /api/documents/{id}/download (cms/features/documents/document-storage.ts).
 */
import { S3Client } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Plugin } from 'payload'
import type { AppConfig } from '@/cms/infra/config/env'

export const DOCUMENTS_COLLECTION = 'project-documents'

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
 * that the committed schema does not have. We upload through the server only, so objects are
 * keyed by their (unique) filename and the field is dropped: no column, no migration.
 */
const withoutObjectKeyField: Plugin = (config: Config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    collection.slug === DOCUMENTS_COLLECTION
      ? { ...collection, fields: collection.fields.filter((field) => !('name' in field && field.name === '_objectKey')) }
      : collection,
  ),
})

/**
 * Always installed, enabled only with S3_BUCKET: the admin's import map then stays the same
 * whatever the configuration (the plugin registers its client component either way).
 * No `prefix` option (it would add a column) and Payload's access control stays on.
 */
export function documentsStoragePlugins(settings: AppConfig['documentsS3']): Plugin[] {
  return [
    s3Storage({
      enabled: Boolean(settings),
      bucket: settings?.bucket ?? 'unused',
      collections: { [DOCUMENTS_COLLECTION]: true },
      config: settings ? s3ClientConfig(settings) : {},
    }),
    withoutObjectKeyField,
  ]
}
