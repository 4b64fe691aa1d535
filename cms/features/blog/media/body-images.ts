/**
 * Images inside an article's body: Lexical upload nodes of the library (from /cms's editor, or
 * from `<img>` tags sent to /api, html-to-lexical.ts), rendered into the stored public HTML as a
 * `<picture>` (WebP first, then the original's format), sized and lazy. The images are read once,
 * when the article is saved; the reads send the stored HTML.
 */
import type { Payload, PayloadRequest } from 'payload'
import { type ApiBlogMedia, mediaFallbackUrl, mediaSrcset } from '@/contract/blog-media'
import { mediaDocToApi } from './media-shape'

/** An article's column is at most 46rem (736 px) wide (web/src/features/blog/blog-post-page.tsx); a phone takes the screen's width. */
export const BODY_IMAGE_SIZES = '(min-width: 800px) 736px, calc(100vw - 2.5rem)'

interface LexicalNodeLike {
  type?: string
  relationTo?: string
  value?: unknown
  children?: LexicalNodeLike[]
}

/** The library images an article's body shows, by id. */
export function bodyImageIds(content: unknown): number[] {
  const ids = new Set<number>()
  const visit = (node: LexicalNodeLike | undefined) => {
    if (!node) return
    if (node.type === 'upload' && node.relationTo === 'blog-media') {
      const id = typeof node.value === 'object' && node.value ? (node.value as { id: unknown }).id : node.value
      if (Number.isInteger(Number(id)) && Number(id) > 0) ids.add(Number(id))
    }
    node.children?.forEach(visit)
  }
  if (content && typeof content === 'object' && 'root' in content) visit((content as { root: LexicalNodeLike }).root)
  return [...ids]
}

/** The body's images, read in the save's transaction (an image uploaded in the same request is there). */
export async function readBodyImages(
  payload: Payload,
  content: unknown,
  req?: Partial<PayloadRequest>,
): Promise<Map<number, ApiBlogMedia>> {
  const ids = bodyImageIds(content)
  if (ids.length === 0) return new Map()
  const found = await payload.find({
    collection: 'blog-media',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    req,
    // The library is public (read: anyone): the editor's own access applies, nothing is bypassed.
    overrideAccess: false,
  })
  return new Map(found.docs.map((doc) => [doc.id, mediaDocToApi(doc)]))
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** One body image as the public pages show it; the sanitiser's allow-list keeps exactly these attributes. */
export function bodyImageHtml(media: ApiBlogMedia): string {
  const webp = mediaSrcset(media, 'image/webp')
  const original = mediaSrcset(media, media.type)
  const source = webp ? `<source type="image/webp" srcset="${escapeAttribute(webp)}" sizes="${BODY_IMAGE_SIZES}">` : ''
  const img =
    `<img src="${escapeAttribute(mediaFallbackUrl(media, 960))}"` +
    (original ? ` srcset="${escapeAttribute(original)}" sizes="${BODY_IMAGE_SIZES}"` : '') +
    ` width="${media.width}" height="${media.height}" alt="${escapeAttribute(media.alt)}" loading="lazy" decoding="async">`
  return `<picture>${source}${img}</picture>`
}
