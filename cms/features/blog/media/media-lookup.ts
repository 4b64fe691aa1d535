/** Library images named by their files (the original's or any size's name), as the body's `<img>` tags give them. */
import { inArray, or, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { BLOG_MEDIA_WIDTHS } from '@/contract/blog-media'
import { blog_media } from '@/cms/infra/db/payload-schema'
import { databaseOf } from '@/cms/infra/db/typed-reads'

const SIZE_NAMES = BLOG_MEDIA_WIDTHS.flatMap((width) => [`w${width}`, `w${width}Webp`] as const)

/** Each given file name → its image's id; names of no image are absent. One statement, on the filename indexes. */
export async function findMediaByFileNames(payload: Payload, names: string[]): Promise<Map<string, number>> {
  const columns = [blog_media.filename, ...SIZE_NAMES.map((size) => blog_media[`sizes_${size}_filename`])]
  const rows = await databaseOf(payload)
    .select({ id: blog_media.id, names: sql<(string | null)[]>`ARRAY[${sql.join(columns, sql`, `)}]` })
    .from(blog_media)
    .where(or(...columns.map((column) => inArray(column, names))))
  const ids = new Map<string, number>()
  for (const row of rows) for (const name of row.names) if (name && names.includes(name)) ids.set(name, row.id)
  return ids
}
