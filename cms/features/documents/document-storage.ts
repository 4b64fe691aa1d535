/**
 * Reads a stored file's bytes, wherever the configuration keeps them: DATA_DIR on this machine,
 * or the S3 bucket every instance shares. Writes and deletes go through Payload (its upload
 * handling, or the storage-s3 plugin), so only reading needs this (and the removal of files a
 * failed transaction left behind). Each upload collection has its own folder under DATA_DIR
 * and its own key prefix in the bucket (s3-storage.ts, STORED_FILE_PREFIXES).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3'
import { blogMediaDir } from '@/collections/blog-media'
import { attachmentsDir } from '@/collections/message-attachments'
import { documentsDir } from '@/collections/project-documents'
import type { AppConfig } from '@/cms/infra/config/env'
import { documentsS3Client, type StoredFileCollection, storedFileKey } from './s3-storage'

/**
 * Where each upload collection keeps its files when no bucket is configured. Looked up when a file
 * is read, not when this module loads: the collections' modules and the blog's share cards import
 * each other through this capability, and a table built at load could meet them unfinished.
 */
function localDir(collection: StoredFileCollection, dataDir: string): string {
  switch (collection) {
    case 'project-documents':
      return documentsDir(dataDir)
    case 'message-attachments':
      return attachmentsDir(dataDir)
    case 'blog-media':
      return blogMediaDir(dataDir)
  }
}

export interface StoredFile {
  stream: Readable
  /** Bytes, as the store reports them. */
  length: number
}

/** Filenames are Payload's sanitized names; a name with a path part is never ours. */
const isPlainName = (filename: string) => Boolean(filename) && filename === path.basename(filename)

/** The stored file of a document, or null when it is gone (the caller answers 404). */
export function openStoredDocument(config: AppConfig, filename: string): Promise<StoredFile | null> {
  return openStoredFile(config, 'project-documents', filename)
}

/** The stored file of an upload collection's row, or null when it is gone (the caller answers 404). */
export async function openStoredFile(config: AppConfig, collection: StoredFileCollection, filename: string): Promise<StoredFile | null> {
  if (!isPlainName(filename)) return null
  if (config.documentsS3) {
    try {
      const object = await documentsS3Client(config.documentsS3).send(
        new GetObjectCommand({ Bucket: config.documentsS3.bucket, Key: storedFileKey(collection, filename) }),
      )
      return { stream: object.Body as Readable, length: Number(object.ContentLength ?? 0) }
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
      throw error
    }
  }
  const file = path.join(localDir(collection, config.dataDir), filename)
  try {
    const handle = await fs.promises.open(file, 'r')
    const { size } = await handle.stat()
    return { stream: handle.createReadStream(), length: size }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** The whole file in memory (at most 10 Mo, as every upload), or null when it is gone. */
export async function readStoredFile(config: AppConfig, collection: StoredFileCollection, filename: string): Promise<Buffer | null> {
  const stored = await openStoredFile(config, collection, filename)
  if (!stored) return null
  const chunks: Buffer[] = []
  for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks)
}

/**
 * Removes a stored file whose row never committed (Payload writes the file before the row, and a
 * rolled-back transaction does not take it back). A file already gone is not an error.
 */
export async function removeStoredFile(config: AppConfig, collection: StoredFileCollection, filename: string): Promise<void> {
  if (!isPlainName(filename)) return
  if (config.documentsS3) {
    await documentsS3Client(config.documentsS3).send(
      new DeleteObjectCommand({ Bucket: config.documentsS3.bucket, Key: storedFileKey(collection, filename) }),
    )
    return
  }
  await fs.promises.rm(path.join(localDir(collection, config.dataDir), filename), { force: true })
}
