/** Slugs are unique per table: a taken one answers 409 in French, before the write and if a race gets there first. */
import { and, eq, ne, sql } from '@payloadcms/db-postgres/drizzle'
import { type Payload, ValidationError } from 'payload'
import { blog_categories, blog_posts, blog_tags } from '@/cms/infra/db/payload-schema'
import { literalLimit, preparedReadByShape } from '@/cms/infra/db/typed-reads'
import { conflict } from '@/cms/infra/http/errors'

const SLUGGED_TABLES = { blog_posts, blog_categories, blog_tags }
type SluggedTable = keyof typeof SLUGGED_TABLES

const slugRow = preparedReadByShape(
  ({ table, except }: { table: SluggedTable; except: boolean }) => `${table}/${except}`,
  (db, { table, except }) => {
    const t = SLUGGED_TABLES[table]
    return db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.slug, sql.placeholder('slug')), except ? ne(t.id, sql.placeholder('exceptId')) : undefined))
      .limit(literalLimit(1))
  },
)

export async function slugTaken(payload: Payload, table: SluggedTable, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await slugRow(payload, { table, except: Boolean(exceptId) }).execute({ slug, exceptId })
  return rows.length > 0
}

/** Payload's unique-field failure (two saves racing for one slug) → the same 409. */
export async function uniqueSlugConflict<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((issue) => issue.path === 'slug')) throw conflict(message)
    throw error
  }
}
