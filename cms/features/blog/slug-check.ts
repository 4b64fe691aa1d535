/** Slugs are unique per table: a taken one answers 409 in French, before the write and if a race gets there first. */
import { sql } from '@payloadcms/db-postgres'
import { type Payload, ValidationError } from 'payload'
import { drizzleFor } from '@/cms/infra/db/transaction'
import { conflict } from '@/cms/infra/http/errors'

type SluggedTable = 'blog_posts' | 'blog_categories' | 'blog_tags'

export async function slugTaken(payload: Payload, table: SluggedTable, slug: string, exceptId?: number): Promise<boolean> {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(
    sql`SELECT 1 FROM ${sql.identifier(table)} WHERE slug = ${slug} ${exceptId ? sql`AND id <> ${exceptId}` : sql``} LIMIT 1`,
  )
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
