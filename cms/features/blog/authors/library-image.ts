/**
 * A library image (collections/blog-media) as the public answers send it: its address, alt text,
 * size and the stored widths (WebP and the original format) for `srcset`. The columns are read
 * with the row that points at the image (an author's photo), in the same statement.
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { ApiLibraryImage } from '@/contract/blog-authors'
import { blog_media } from '@/cms/infra/db/payload-schema'

/** Where Payload serves an upload's file (its REST route, which checks the collection's read access: anyone). */
export const libraryFileUrl = (filename: string) => `/cms-api/blog-media/file/${encodeURIComponent(filename)}`

type StoredSize = { filename: string | null; width: number | null; mimeType: string | null }

/** The columns an image needs, as one JSON object (null without an image), for a select. */
export const libraryImageColumns = sql<LibraryImageRow | null>`CASE WHEN ${blog_media.id} IS NULL THEN NULL ELSE json_build_object(
  'id', ${blog_media.id}, 'alt', ${blog_media.alt}, 'filename', ${blog_media.filename}, 'width', ${blog_media.width}, 'height', ${blog_media.height},
  'sizes', json_build_array(
    json_build_object('filename', ${blog_media.sizes_w480Webp_filename}, 'width', ${blog_media.sizes_w480Webp_width}, 'mimeType', ${blog_media.sizes_w480Webp_mimeType}),
    json_build_object('filename', ${blog_media.sizes_w960Webp_filename}, 'width', ${blog_media.sizes_w960Webp_width}, 'mimeType', ${blog_media.sizes_w960Webp_mimeType}),
    json_build_object('filename', ${blog_media.sizes_w1600Webp_filename}, 'width', ${blog_media.sizes_w1600Webp_width}, 'mimeType', ${blog_media.sizes_w1600Webp_mimeType}),
    json_build_object('filename', ${blog_media.sizes_w480_filename}, 'width', ${blog_media.sizes_w480_width}, 'mimeType', ${blog_media.sizes_w480_mimeType}),
    json_build_object('filename', ${blog_media.sizes_w960_filename}, 'width', ${blog_media.sizes_w960_width}, 'mimeType', ${blog_media.sizes_w960_mimeType}),
    json_build_object('filename', ${blog_media.sizes_w1600_filename}, 'width', ${blog_media.sizes_w1600_width}, 'mimeType', ${blog_media.sizes_w1600_mimeType})
  )) END`

export interface LibraryImageRow {
  id: number
  alt: string
  filename: string | null
  width: number | string | null
  height: number | string | null
  sizes: StoredSize[]
}

const asNumber = (value: number | string | null) => (value === null ? null : Number(value))

export function toLibraryImage(row: LibraryImageRow | null): ApiLibraryImage | null {
  if (!row?.filename) return null
  return {
    id: row.id,
    url: libraryFileUrl(row.filename),
    alt: row.alt,
    width: asNumber(row.width),
    height: asNumber(row.height),
    sizes: row.sizes.flatMap((size) =>
      size.filename && size.width
        ? [{ width: Number(size.width), url: libraryFileUrl(size.filename), type: size.mimeType ?? 'image/jpeg' }]
        : [],
    ),
  }
}
