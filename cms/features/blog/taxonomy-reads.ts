/** Categories (with their post counts) and tags in SQL, by name. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { ApiBlogCategory, ApiBlogTag } from '@/contract/blog'
import { DEFAULT_CATEGORY_COLOR, DEFAULT_TAG_COLOR } from '@/contract/blog'
import { readDb } from '@/cms/infra/db/prepared-reads'
import { isoTime } from '@/cms/infra/db/row-values'
import { PUBLIC_POST, type Visibility } from './post-reads'

type CategoryRow = {
  id: number
  name: string
  slug: string
  description: string | null
  color: string | null
  created_at: Date | string
  post_count: string | number
}

const toCategory = (row: CategoryRow): ApiBlogCategory => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description || null,
  color: row.color || DEFAULT_CATEGORY_COLOR,
  createdAt: isoTime(row.created_at),
  postCount: Number(row.post_count),
})

/** `postCount`: published and due posts for the public, every post for the back-office. */
export async function readCategories(payload: Payload, visibility: Visibility, id?: number): Promise<ApiBlogCategory[]> {
  const db = readDb(payload)
  const counted = visibility === 'public' ? PUBLIC_POST : sql`true`
  const { rows } = await db.execute<CategoryRow>(sql`
    SELECT c.id, c.name, c.slug, c.description, c.color, c.created_at,
           (SELECT count(*) FROM blog_posts p WHERE p.category_id = c.id AND ${counted}) AS post_count
      FROM blog_categories c
     WHERE ${id === undefined ? sql`true` : sql`c.id = ${id}`}
     ORDER BY c.name, c.id`)
  return rows.map(toCategory)
}

export async function readTags(payload: Payload, id?: number): Promise<ApiBlogTag[]> {
  const db = readDb(payload)
  const { rows } = await db.execute<{ id: number; name: string; slug: string; color: string | null }>(sql`
    SELECT id, name, slug, color FROM blog_tags
     WHERE ${id === undefined ? sql`true` : sql`id = ${id}`}
     ORDER BY name, id`)
  return rows.map((row) => ({ ...row, color: row.color || DEFAULT_TAG_COLOR }))
}

/** Posts filed under a category, whatever their status (a delete must not orphan any). */
export async function countCategoryPosts(payload: Payload, categoryId: number): Promise<number> {
  const db = readDb(payload)
  const { rows } = await db.execute<{ total: string }>(sql`SELECT count(*) AS total FROM blog_posts WHERE category_id = ${categoryId}`)
  return Number(rows[0]?.total ?? 0)
}
