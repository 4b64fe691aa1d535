/**
 * What an uploaded blog image is, decided from its bytes (never its name or declared type), and
 * the public name it is stored under. Shared by POST /api/blog/media and the collection's hook
 * (uploads from /cms), so both refuse the same files with the same French messages.
 */
import { randomBytes } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { slugify } from '@/contract/blog'
import { BLOG_MEDIA_ERRORS, BLOG_MEDIA_MAX_BYTES, BLOG_MEDIA_MIME_TYPES, type BlogMediaMimeType } from '@/contract/blog-media'

/**
 * More pixels than a camera's photo is a decompression bomb, not a cover: a 10 Mo PNG can
 * claim 30,000 × 30,000 pixels, which sharp would then resize on the server's two cores.
 */
const MAX_PIXELS = 50_000_000

const EXTENSIONS: Record<BlogMediaMimeType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }

export type ImageCheck = { ok: true; mimeType: BlogMediaMimeType } | { ok: false; status: 400 | 413 | 415; message: string }

/** Accepts a JPEG, PNG or WebP of at most 10 Mo whose header sharp can read; anything else says why. */
export async function checkBlogImage(bytes: Buffer | undefined): Promise<ImageCheck> {
  if (!bytes) return { ok: false, status: 400, message: BLOG_MEDIA_ERRORS.fileRequired }
  if (bytes.length === 0) return { ok: false, status: 400, message: BLOG_MEDIA_ERRORS.fileEmpty }
  if (bytes.length > BLOG_MEDIA_MAX_BYTES) return { ok: false, status: 413, message: BLOG_MEDIA_ERRORS.fileTooLarge }
  const detected = (await fileTypeFromBuffer(bytes))?.mime as string | undefined
  if (!detected || !(BLOG_MEDIA_MIME_TYPES as readonly string[]).includes(detected)) {
    return { ok: false, status: 415, message: BLOG_MEDIA_ERRORS.fileType }
  }
  try {
    const { width = 0, height = 0 } = await sharp(bytes).metadata()
    if (width < 1 || height < 1 || width * height > MAX_PIXELS) return { ok: false, status: 415, message: BLOG_MEDIA_ERRORS.fileDamaged }
  } catch {
    return { ok: false, status: 415, message: BLOG_MEDIA_ERRORS.fileDamaged }
  }
  return { ok: true, mimeType: detected as BlogMediaMimeType }
}

/**
 * A public file's name: the sent name's slug, a short random suffix and the extension of what
 * the bytes are (`Équipe à Oran.PNG` → `equipe-a-oran-3f9c2a1b.png`). Unique, so the file can be
 * cached forever and never collides with another editor's « photo.jpg ».
 */
export function publicImageName(sentName: string, mimeType: BlogMediaMimeType): string {
  const lastPart = sentName.split(/[/\\]/).pop() ?? ''
  const dot = lastPart.lastIndexOf('.')
  const base = slugify(dot > 0 ? lastPart.slice(0, dot) : lastPart)
    .slice(0, 60)
    .replace(/-+$/, '')
  return `${base || 'image'}-${randomBytes(4).toString('hex')}.${EXTENSIONS[mimeType]}`
}
