/**
 * An image of the library as answers carry it (contract/blog-media.ts): built by PostgreSQL as
 * one JSON value in the statement that reads it (a post's cover, a page of the library), then
 * given its public addresses here.
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import { type ApiBlogMedia, BLOG_MEDIA_WIDTHS, type BlogMediaMimeType, type BlogMediaSize, blogMediaUrl } from '@/contract/blog-media'
import { blog_media } from '@/cms/infra/db/payload-schema'

/** A row's media as PostgreSQL writes it: sizes are [filename, width, type], one per stored size. */
export interface MediaJson {
  id: number
  alt: string
  filename: string
  mimeType: string
  width: number
  height: number
  sizes: [string | null, number | null, string | null][]
}

const sizeColumns = BLOG_MEDIA_WIDTHS.flatMap((width) =>
  (['', 'Webp'] as const).map((format) => {
    const name = `w${width}${format}` as const
    return sql`json_build_array(${blog_media[`sizes_${name}_filename`]}, ${blog_media[`sizes_${name}_width`]}, ${blog_media[`sizes_${name}_mimeType`]})`
  }),
)

/** The library row joined as `blog_media` as one JSON value, null when there is none. */
export const mediaJson = sql<MediaJson | null>`CASE WHEN ${blog_media.id} IS NULL THEN NULL ELSE json_build_object(
  'id', ${blog_media.id}, 'alt', ${blog_media.alt}, 'filename', ${blog_media.filename}, 'mimeType', ${blog_media.mimeType},
  'width', ${blog_media.width}, 'height', ${blog_media.height}, 'sizes', json_build_array(${sql.join(sizeColumns, sql`, `)})) END`

/** The answer's image: public addresses, every stored size (an image narrower than a width has no such size). */
export function toApiBlogMedia(row: MediaJson): ApiBlogMedia {
  const sizes: BlogMediaSize[] = row.sizes
    .filter((size): size is [string, number, string] => Boolean(size[0] && size[1] && size[2]))
    .map(([filename, width, type]) => ({ width: Number(width), url: blogMediaUrl(filename), type: type as BlogMediaMimeType }))
    .sort((a, b) => a.width - b.width)
    // An image narrower than a size is stored at its own width for each wider size: one is enough.
    .filter((size, index, all) => !all.slice(0, index).some((other) => other.width === size.width && other.type === size.type))
  return {
    id: row.id,
    url: blogMediaUrl(row.filename),
    alt: row.alt,
    width: Number(row.width),
    height: Number(row.height),
    type: row.mimeType as BlogMediaMimeType,
    sizes,
  }
}

/** The same from a document Payload read (a hook, the upload route), whose sizes are objects. */
export interface MediaDoc {
  id: number
  alt: string
  filename?: string | null
  mimeType?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, { filename?: string | null; width?: number | null; mimeType?: string | null } | undefined> | null
}

export function mediaDocToApi(doc: MediaDoc): ApiBlogMedia {
  return toApiBlogMedia({
    id: doc.id,
    alt: doc.alt,
    filename: doc.filename ?? '',
    mimeType: doc.mimeType ?? '',
    width: doc.width ?? 0,
    height: doc.height ?? 0,
    sizes: Object.values(doc.sizes ?? {}).map((size) => [size?.filename ?? null, size?.width ?? null, size?.mimeType ?? null]),
  })
}
