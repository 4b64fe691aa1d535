/**
 * Categories (with their post counts) and tags, by name, with Drizzle's query builder on
 * Payload's tables: each shape built once and run as a named prepared statement
 * (cms/infra/db/typed-reads.ts).
 */
import { and, asc, count, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { ApiBlogCategory, ApiBlogTag } from '@/contract/blog'
import { DEFAULT_CATEGORY_COLOR, DEFAULT_TAG_COLOR } from '@/contract/blog'
import { blog_categories, blog_posts, blog_tags } from '@/cms/infra/db/payload-schema'
import { timestampText } from '@/cms/infra/db/row-values'
import { preparedRead, preparedReadByShape } from '@/cms/infra/db/typed-reads'
import { DEFAULT_LOCALE, type Locale } from '@/contract/i18n/locales'
import { inLanguage, PUBLIC_POST, type Visibility } from './post-reads'

/**
 * `postCount`: published and due posts of one language for the public (issue 37: each language's
 * list shows the categories it has articles in), every post for the back-office; `id`: one category.
 */
const categories = preparedReadByShape(
  ({ visibility, one, language }: { visibility: Visibility; one: boolean; language: Locale }) => `${visibility}/${one}/${language}`,
  (db, { visibility, one, language }) => {
    const posts = db
      .select({ n: count() })
      .from(blog_posts)
      .where(
        and(
          eq(blog_posts.category, blog_categories.id),
          visibility === 'public' ? PUBLIC_POST : undefined,
          visibility === 'public' ? inLanguage(language) : undefined,
        ),
      )
    return db
      .select({
        id: blog_categories.id,
        name: blog_categories.name,
        slug: blog_categories.slug,
        description: blog_categories.description,
        color: blog_categories.color,
        createdAt: blog_categories.createdAt,
        postCount: sql<number>`${posts}`.mapWith(Number),
      })
      .from(blog_categories)
      .where(one ? eq(blog_categories.id, sql.placeholder('id')) : undefined)
      .orderBy(asc(blog_categories.name), asc(blog_categories.id))
  },
)

export async function readCategories(
  payload: Payload,
  visibility: Visibility,
  id?: number,
  language: Locale = DEFAULT_LOCALE,
): Promise<ApiBlogCategory[]> {
  // The back-office counts every language: one statement.
  const counted = visibility === 'public' ? language : DEFAULT_LOCALE
  const rows = await categories(payload, { visibility, one: id !== undefined, language: counted }).execute({ id })
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description || null,
    color: row.color || DEFAULT_CATEGORY_COLOR,
    createdAt: timestampText(row.createdAt),
    postCount: row.postCount,
  }))
}

const tags = preparedReadByShape(
  (one: boolean) => String(one),
  (db, one) =>
    db
      .select({ id: blog_tags.id, name: blog_tags.name, slug: blog_tags.slug, color: blog_tags.color })
      .from(blog_tags)
      .where(one ? eq(blog_tags.id, sql.placeholder('id')) : undefined)
      .orderBy(asc(blog_tags.name), asc(blog_tags.id)),
)

export async function readTags(payload: Payload, id?: number): Promise<ApiBlogTag[]> {
  const rows = await tags(payload, id !== undefined).execute({ id })
  return rows.map((row) => ({ ...row, color: row.color || DEFAULT_TAG_COLOR }))
}

const categoryPosts = preparedRead((db) =>
  db
    .select({ total: count() })
    .from(blog_posts)
    .where(eq(blog_posts.category, sql.placeholder('categoryId'))),
)

/** Posts filed under a category, whatever their status (a delete must not orphan any). */
export async function countCategoryPosts(payload: Payload, categoryId: number): Promise<number> {
  const [row] = await categoryPosts(payload).execute({ categoryId })
  return row?.total ?? 0
}
