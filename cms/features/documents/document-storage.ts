/**
 * Reads a stored document's bytes, wherever the configuration keeps them: DATA_DIR on this
 * machine, or the S3 bucket every instance shares. Writes and deletes go through Payload
 * (its upload handling, or the storage-s3 plugin), so only reading needs this.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3'
import { documentsDir } from '@/collections/project-documents'
import type { AppConfig } from '@/cms/infra/config/env'
import { documentsS3Client } from './s3-storage'

export interface StoredFile {
  stream: Readable
  /** Bytes, as the store reports them. */
  length: number
}

/** The stored file of a document, or null when it is gone (the caller answers 404). */
export async function openStoredDocument(config: AppConfig, filename: string): Promise<StoredFile | null> {
  // Filenames are Payload's sanitized names; a name with a path part is never ours.
  if (!filename || filename !== path.basename(filename)) return null
  if (config.documentsS3) {
    try {
      const object = await documentsS3Client(config.documentsS3).send(
        new GetObjectCommand({ Bucket: config.documentsS3.bucket, Key: filename }),
      )
      return { stream: object.Body as Readable, length: Number(object.ContentLength ?? 0) }
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
      throw error
    }
  }
  const file = path.join(documentsDir(config.dataDir), filename)
  try {
    const handle = await fs.promises.open(file, 'r')
    const { size } = await handle.stat()
    return { stream: handle.createReadStream(), length: size }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
