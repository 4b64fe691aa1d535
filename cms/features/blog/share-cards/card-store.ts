/**
 * Where drawn cards are kept, one file per version: DATA_DIR/uploads/share-cards on this machine,
 * or the S3 bucket every instance shares (under `share-cards/`), as uploads are
 * (cms/features/documents). A version names its content, so a file is never changed: two
 * instances drawing the same card at once write the same bytes, and the disk's write goes
 * through a temporary file renamed into place, so no reader sees half a card.
 *
 * An article's card lives in its own folder (`share-cards/article-<id>/<version>.png`): once a
 * new version is stored, the article's other versions are removed, and all of them go when the
 * article is deleted (so the store holds one card per article, not one per edit). Nothing is
 * lost by removing a card: no address names a stored file (the public one is
 * /blog/<slug>/partage.png, which always sends the article's current card), and a card missing
 * from the store is drawn again when asked. The site's own cards (no owner) stay at the top.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3'
import type { AppConfig } from '@/cms/infra/config/env'
import { documentsS3Client } from '@/cms/features/documents'

/** Whose card it is: an article's (`articleCardOwner`) or the site's (`siteCardOwner`), whose older versions go; null: kept at the top, never removed. */
export type CardOwner = string | null

export interface ShareCardStore {
  read(owner: CardOwner, version: string): Promise<Buffer | null>
  write(owner: CardOwner, version: string, png: Buffer): Promise<void>
  /** Removes the owner's versions but this one (once it is stored). */
  keepOnly(owner: string, version: string): Promise<void>
  /** Removes every version of the owner's card. */
  remove(owner: string): Promise<void>
}

export const shareCardsDir = (dataDir: string) => path.join(dataDir, 'uploads', 'share-cards')
export const SHARE_CARDS_PREFIX = 'share-cards'

export const articleCardOwner = (postId: number | string) => `article-${postId}`
/** The landing page's and the blog list's cards: a new site name draws a new version, the old one goes. */
export const siteCardOwner = (which: 'home' | 'blog') => `site-${which}`

const fileName = (version: string) => {
  // Versions are our own hashes; anything else never reaches the disk or the bucket.
  if (!/^[A-Za-z0-9]{8,64}$/.test(version)) throw new Error(`Invalid share card version ${version}`)
  return `${version}.png`
}

const folderName = (owner: string) => {
  if (!/^(article-[0-9]{1,12}|site-(home|blog))$/.test(owner)) throw new Error(`Invalid share card owner ${owner}`)
  return owner
}

/** The card's path under the store's root: `<owner>/<version>.png`, or `<version>.png` for one without an owner. */
const cardPath = (owner: CardOwner, version: string) => (owner ? `${folderName(owner)}/${fileName(version)}` : fileName(version))

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

function diskStore(dir: string): ShareCardStore {
  /** Removes the owner's stored versions but `keep` (a write under way elsewhere, a `.tmp` file, is left alone). */
  async function removeVersions(owner: string, keep: string | null) {
    const folder = path.join(dir, folderName(owner))
    const names = await fs.readdir(folder).catch((error: unknown) => (missing(error) ? [] : Promise.reject(error)))
    const others = names.filter((name) => name.endsWith('.png') && name !== (keep && fileName(keep)))
    await Promise.all(others.map((name) => fs.rm(path.join(folder, name), { force: true })))
    return folder
  }
  return {
    async read(owner, version) {
      try {
        return await fs.readFile(path.join(dir, cardPath(owner, version)))
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async write(owner, version, png) {
      const target = path.join(dir, cardPath(owner, version))
      await fs.mkdir(path.dirname(target), { recursive: true })
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
      await fs.writeFile(temporary, png)
      await fs.rename(temporary, target)
    },
    async keepOnly(owner, version) {
      await removeVersions(owner, version)
    },
    async remove(owner) {
      const folder = await removeVersions(owner, null)
      // The empty folder too; one still holding a write under way stays (drawn again or removed next time).
      await fs.rmdir(folder).catch(() => undefined)
    },
  }
}

function bucketStore(settings: NonNullable<AppConfig['documentsS3']>): ShareCardStore {
  const client = documentsS3Client(settings)
  const Bucket = settings.bucket
  const key = (owner: CardOwner, version: string) => `${SHARE_CARDS_PREFIX}/${cardPath(owner, version)}`

  async function removeVersions(owner: string, keep: string | null) {
    const prefix = `${SHARE_CARDS_PREFIX}/${folderName(owner)}/`
    const kept = keep ? key(owner, keep) : null
    let ContinuationToken: string | undefined
    do {
      const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }))
      const others = (listed.Contents ?? []).map((object) => object.Key).filter((Key): Key is string => Boolean(Key) && Key !== kept)
      // One by one: an article has one or two versions, and every S3-compatible store knows DeleteObject.
      await Promise.all(others.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))))
      ContinuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined
    } while (ContinuationToken)
  }

  return {
    async read(owner, version) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key(owner, version) }))
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    async write(owner, version, png) {
      await client.send(new PutObjectCommand({ Bucket, Key: key(owner, version), Body: png, ContentType: 'image/png' }))
    },
    keepOnly: (owner, version) => removeVersions(owner, version),
    remove: (owner) => removeVersions(owner, null),
  }
}

export function createShareCardStore(config: Pick<AppConfig, 'dataDir' | 'documentsS3'>): ShareCardStore {
  return config.documentsS3 ? bucketStore(config.documentsS3) : diskStore(shareCardsDir(config.dataDir))
}
