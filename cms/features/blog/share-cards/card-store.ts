/**
 * Where drawn cards are kept, one file per version: DATA_DIR/uploads/share-cards on this machine,
 * or the S3 bucket every instance shares (under `share-cards/`), as uploads are
 * (cms/features/documents). A version names its content, so a file is never changed: two
 * instances drawing the same card at once write the same bytes, and the disk's write goes
 * through a temporary file renamed into place, so no reader sees half a card.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3'
import type { AppConfig } from '@/cms/infra/config/env'
import { documentsS3Client } from '@/cms/features/documents'

export interface ShareCardStore {
  read(version: string): Promise<Buffer | null>
  write(version: string, png: Buffer): Promise<void>
}

export const shareCardsDir = (dataDir: string) => path.join(dataDir, 'uploads', 'share-cards')
export const SHARE_CARDS_PREFIX = 'share-cards'

const fileName = (version: string) => {
  // Versions are our own hashes; anything else never reaches the disk or the bucket.
  if (!/^[A-Za-z0-9]{8,64}$/.test(version)) throw new Error(`Invalid share card version ${version}`)
  return `${version}.png`
}

function diskStore(dir: string): ShareCardStore {
  return {
    async read(version) {
      try {
        return await fs.readFile(path.join(dir, fileName(version)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async write(version, png) {
      await fs.mkdir(dir, { recursive: true })
      const target = path.join(dir, fileName(version))
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
      await fs.writeFile(temporary, png)
      await fs.rename(temporary, target)
    },
  }
}

function bucketStore(settings: NonNullable<AppConfig['documentsS3']>): ShareCardStore {
  const client = documentsS3Client(settings)
  const key = (version: string) => `${SHARE_CARDS_PREFIX}/${fileName(version)}`
  return {
    async read(version) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(version) }))
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    async write(version, png) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key(version), Body: png, ContentType: 'image/png' }))
    },
  }
}

export function createShareCardStore(config: Pick<AppConfig, 'dataDir' | 'documentsS3'>): ShareCardStore {
  return config.documentsS3 ? bucketStore(config.documentsS3) : diskStore(shareCardsDir(config.dataDir))
}
