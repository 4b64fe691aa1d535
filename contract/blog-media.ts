/**
 * The blog's image library (issue 36 item 1), shared by the server, the back-office's picker and
 * the public pages: what an image is in an answer, the upload's rules and messages, the public
 * address of a stored file.
 */
import { pageQuery } from './ids'
import type { PageInfo } from './ids'
import { text, z } from './zod'

/** The widths every image is resized to once, at upload: enough for a phone, a card and a wide cover. */
export const BLOG_MEDIA_WIDTHS = [480, 960, 1600] as const

export const BLOG_MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type BlogMediaMimeType = (typeof BLOG_MEDIA_MIME_TYPES)[number]
export const BLOG_MEDIA_MAX_BYTES = 10 * 1024 * 1024
export const BLOG_MEDIA_ALT_MIN = 3
export const BLOG_MEDIA_ALT_MAX = 250
/** What the picker's file input offers (the server decides from the bytes anyway). */
export const BLOG_MEDIA_ACCEPT = BLOG_MEDIA_MIME_TYPES.join(',')

export const BLOG_MEDIA_ERRORS = {
  fileRequired: 'Veuillez joindre une image',
  fileEmpty: 'Le fichier est vide',
  fileTooLarge: 'L’image dépasse 10\u00a0Mo',
  fileType: 'Seules les images JPEG, PNG et WebP sont acceptées',
  fileDamaged: 'Cette image semble endommagée\u00a0: enregistrez-la à nouveau puis réessayez',
  uploadFailed: 'L’envoi de l’image a échoué\u00a0: choisissez-la à nouveau puis réessayez',
  altRequired: `Le texte alternatif doit contenir au moins ${BLOG_MEDIA_ALT_MIN} caractères`,
  altTooLong: `Le texte alternatif ne peut pas dépasser ${BLOG_MEDIA_ALT_MAX} caractères`,
} as const

/** The alt text of an image: what it shows, for screen readers (the picker's form and the server). */
export const blogMediaAltSchema = text({ error: BLOG_MEDIA_ERRORS.altRequired })
  .trim()
  .min(BLOG_MEDIA_ALT_MIN, BLOG_MEDIA_ERRORS.altRequired)
  .max(BLOG_MEDIA_ALT_MAX, BLOG_MEDIA_ERRORS.altTooLong)

/** POST /api/blog/media's text part (the file is checked from its bytes on the server). */
export const blogMediaUploadSchema = z.object({ alt: blogMediaAltSchema })
export type BlogMediaUploadInput = z.input<typeof blogMediaUploadSchema>

/** GET /api/blog/media: newest first, searched on the alt text and the file name. */
export const BLOG_MEDIA_PAGE_SIZE = 12
export const blogMediaQuery = pageQuery(BLOG_MEDIA_PAGE_SIZE, 48).extend({
  search: text({ error: 'Recherche invalide' }).trim().max(100, 'Recherche trop longue').default(''),
})
export type BlogMediaQuery = z.output<typeof blogMediaQuery>

/** Where every stored file of the library is served, publicly and cached forever (its name is unique). */
export const BLOG_MEDIA_PATH = '/media/blog/'
export const blogMediaUrl = (filename: string) => `${BLOG_MEDIA_PATH}${encodeURIComponent(filename)}`

/** A library file named in a URL (`/media/blog/x.jpg`, or the same on this site's address), else null. */
export function blogMediaFilename(url: string, publicUrl?: string): string | null {
  let path = url.trim()
  if (publicUrl && path.startsWith(publicUrl.replace(/\/$/, '') + '/')) path = path.slice(publicUrl.replace(/\/$/, '').length)
  if (!path.startsWith(BLOG_MEDIA_PATH)) return null
  const name = path.slice(BLOG_MEDIA_PATH.length).replace(/[?#].*$/, '')
  try {
    const decoded = decodeURIComponent(name)
    return decoded && !decoded.includes('/') ? decoded : null
  } catch {
    return null
  }
}

export interface BlogMediaSize {
  width: number
  url: string
  type: BlogMediaMimeType
}

/** An image as answers carry it: its original, and every stored size (narrowest first). */
export interface ApiBlogMedia {
  id: number
  url: string
  alt: string
  width: number
  height: number
  /** The original's type; sizes come in it and in WebP. */
  type: BlogMediaMimeType
  sizes: BlogMediaSize[]
}

export interface BlogMediaResponse {
  success: true
  media: ApiBlogMedia
}

export interface BlogMediaListResponse extends PageInfo {
  success: true
  media: ApiBlogMedia[]
}

/** The `srcset` of one format's sizes, the original added when it is wider than them all. */
export function mediaSrcset(media: ApiBlogMedia, type: BlogMediaMimeType): string {
  const sized = media.sizes.filter((size) => size.type === type)
  const widest = sized.reduce((max, size) => Math.max(max, size.width), 0)
  const candidates = sized.map((size) => `${size.url} ${size.width}w`)
  if (type === media.type && media.width > widest) candidates.push(`${media.url} ${media.width}w`)
  return candidates.join(', ')
}

/** The original format's size closest to `width` from above (else the original): the `src` of an `<img>`. */
export function mediaFallbackUrl(media: ApiBlogMedia, width: number): string {
  const sized = media.sizes.filter((size) => size.type === media.type && size.width >= width).sort((a, b) => a.width - b.width)
  return sized[0]?.url ?? media.url
}
