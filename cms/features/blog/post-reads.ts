/**
 * Blog post reads in SQL (docs/decisions/010): a page with its count and each post's tags, or
 * one post by slug or id, each in one statement. Who sees what is decided by `visibility`: the
 * public sees published posts whose date has come (scheduled publishing needs no job), the
 * back-office all.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { ApiBlogPost, ApiBlogPostSummary, ApiBlogTag, BlogPostStatus, BlogPostsQuery } from '@/contract/blog'
import type { PageInfo } from '@/contract/ids'
import { keptTableCount } from '@/cms/features/overview'
import { limitOffset, readDb, readPage } from '@/cms/infra/db/prepared-reads'
import { isoTime } from '@/cms/infra/db/row-values'
import { contains } from '@/cms/infra/db/search'
import { renderBlogContent } from './blog-html'

export type Visibility = 'public' | 'back-office'

/** Published and due: the one public filter, used by lists, the article page, the sitemap and the feed. */
export const PUBLIC_POST = sql`p.status = 'published' AND p.published_at <= now()`

type PostRow = {
  id: number
  title: string
  slug: string
  excerpt: string | null
  content_preview: string | null
  category_id: number | null
  category_name: string | null
  category_slug: string | null
  category_color: string | null
  featured_image_url: string | null
  meta_title: string | null
  meta_description: string | null
  status: BlogPostStatus
  published_at: Date | string | null
  created_at: Date | string
  updated_at: Date | string
  reading_time_minutes: string | number | null
  view_count: string | number | null
  first_name: string | null
  last_name: string | null
  /** The post's tags in their order, as JSON built by PostgreSQL. */
  tags: ApiBlogTag[]
  /** The stored rich text, only for rows saved before `content_html` existed. */
  raw_content: unknown
  content_html?: string | null
}

const selectPosts = (withHtml: boolean) => sql`
  SELECT p.id, p.title, p.slug, p.excerpt, left(p.content_text, 200) AS content_preview,
         p.category_id, c.name AS category_name, c.slug AS category_slug, c.color AS category_color,
         p.featured_image_url, p.meta_title, p.meta_description, p.status, p.published_at, p.created_at, p.updated_at,
         p.reading_time_minutes, p.view_count, e.first_name, e.last_name,
         CASE WHEN p.content_text IS NULL OR p.content_html IS NULL THEN p.content END AS raw_content
         ${withHtml ? sql`, p.content_html` : sql``}
         , tg.tags
    FROM blog_posts p
    LEFT JOIN blog_categories c ON c.id = p.category_id
    LEFT JOIN editors e ON e.id = p.author_id
    CROSS JOIN LATERAL (
      SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug, 'color', t.color)
                               ORDER BY r."order", r.id), '[]') AS tags
        FROM blog_posts_rels r JOIN blog_tags t ON t.id = r.blog_tags_id
       WHERE r.parent_id = p.id AND r.path = 'tags'
    ) tg`

export interface PostShaping {
  /** The back-office key is no editor: posts without an author are signed by the team. */
  siteName: string
}

function toSummary(row: PostRow, shaping: PostShaping): ApiBlogPostSummary {
  const legacy = row.raw_content ? renderBlogContent(row.raw_content) : undefined
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt || null,
    contentPreview: row.content_preview ?? legacy?.text.slice(0, 200) ?? '',
    categoryId: row.category_id,
    category:
      row.category_id && row.category_name
        ? { id: row.category_id, name: row.category_name, slug: row.category_slug ?? '', color: row.category_color ?? '' }
        : null,
    featuredImageUrl: row.featured_image_url || null,
    metaTitle: row.meta_title || null,
    metaDescription: row.meta_description || null,
    status: row.status,
    publishedAt: row.published_at ? isoTime(row.published_at) : null,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    readingTimeMinutes: Number(row.reading_time_minutes ?? 5),
    viewCount: Number(row.view_count ?? 0),
    author:
      row.first_name || row.last_name
        ? { firstName: row.first_name ?? '', lastName: row.last_name ?? '' }
        : { firstName: 'Équipe', lastName: shaping.siteName },
    tags: row.tags,
  }
}

function listConditions(visibility: Visibility, query: Omit<BlogPostsQuery, 'page' | 'limit'>): SQL {
  const conditions: SQL[] = []
  if (visibility === 'public') {
    // Anyone else asking for drafts or archives gets an empty list, not an error.
    conditions.push(query.status && query.status !== 'published' ? sql`false` : PUBLIC_POST)
  } else if (query.status) {
    conditions.push(sql`p.status = ${query.status}`)
  }
  if (query.q) conditions.push(contains('p', query.q))
  if (query.category) conditions.push(sql`p.category_id = (SELECT id FROM blog_categories WHERE slug = ${query.category})`)
  if (query.tag) {
    conditions.push(sql`EXISTS (SELECT 1 FROM blog_posts_rels r JOIN blog_tags t ON t.id = r.blog_tags_id
                                 WHERE r.parent_id = p.id AND r.path = 'tags' AND t.slug = ${query.tag})`)
  }
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`
}

/**
 * One page of posts, newest publication first, then newest id. Drafts without a date come
 * first in the back-office list (NULLS FIRST): they are the work in progress.
 */
export async function readPostPage(
  payload: Payload,
  visibility: Visibility,
  query: Omit<BlogPostsQuery, 'status'> & { status?: BlogPostStatus },
  shaping: PostShaping,
): Promise<PageInfo & { posts: ApiBlogPostSummary[] }> {
  const db = readDb(payload, { planEachTime: Boolean(query.q) })
  const where = listConditions(visibility, query)
  // The back-office's whole list is counted once per few seconds (../admin/staff-counters.ts);
  // any filter, and the public list (kept by ./public-read-cache.ts), count with the page.
  const unfiltered = visibility === 'back-office' && !query.status && !query.q && !query.category && !query.tag
  const knownTotal = unfiltered ? await keptTableCount(payload, 'blog_posts') : undefined
  const { rows, total } = await readPage<PostRow>(db, {
    select: sql`${selectPosts(false)} WHERE ${where}
                ORDER BY p.published_at DESC NULLS FIRST, p.id DESC ${limitOffset(query.page, query.limit)}`,
    // A search reads the stored folded text (cms/infra/db/search.ts): counting its matches folds nothing.
    count: sql`SELECT count(*) AS total FROM blog_posts p WHERE ${where}`,
    order: sql`page.published_at DESC NULLS FIRST, page.id DESC`,
    knownTotal,
  })
  return {
    posts: rows.map((row) => toSummary(row, shaping)),
    page: query.page,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  }
}

/** One post with its HTML: by slug for the public (published and due only), by id for the back-office. */
export async function readPost(
  payload: Payload,
  by: { slug: string } | { id: number },
  visibility: Visibility,
  shaping: PostShaping,
): Promise<ApiBlogPost | null> {
  const db = readDb(payload)
  const match = 'slug' in by ? sql`p.slug = ${by.slug}` : sql`p.id = ${by.id}`
  const visible = visibility === 'public' ? PUBLIC_POST : sql`true`
  const row = (await db.execute<PostRow>(sql`${selectPosts(true)} WHERE ${match} AND ${visible}`)).rows[0]
  if (!row) return null
  const content = row.content_html ?? (row.raw_content ? renderBlogContent(row.raw_content).html : '')
  return { ...toSummary(row, shaping), content }
}
