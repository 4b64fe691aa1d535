/**
 * Blog post reads (docs/decisions/010), with Drizzle's query builder on Payload's tables: a page
 * with its count and each post's tags, or one post by slug or id, each in one statement built
 * once per shape and run as a named prepared statement (cms/infra/db/typed-reads.ts); a search is
 * built once too but runs unnamed, planned for its text (cms/infra/db/typed-reads.ts, searchReadByShape). Who sees what is decided
 * by `visibility`: the public sees published posts whose date has come (scheduled publishing
 * needs no job), the back-office all.
 */
import { and, asc, count, desc, eq, exists, isNull, lte, ne, or, type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import {
  type ApiBlogPost,
  type ApiBlogPostSummary,
  type ApiBlogTag,
  type ApiBlogTranslation,
  type BlogPostStatus,
  type BlogPostsQuery,
  postLanguage,
} from '@/contract/blog'
import type { Locale } from '@/contract/i18n/locales'
import type { PageInfo } from '@/contract/ids'
import { keptTableCount } from '@/cms/features/overview'
import { blog_categories, blog_media, blog_posts, blog_posts_rels, blog_tags, editors } from '@/cms/infra/db/payload-schema'
import { timestampText } from '@/cms/infra/db/row-values'
import { type Database, literalLimit, preparedReadByShape, searchReadByShape } from '@/cms/infra/db/typed-reads'
import { renderBlogContent } from './blog-html'
import { containsPlaceholder, searchPattern } from '@/cms/infra/db/search'
import { arabicSearchPattern, isArabicSearch, matchesPlaceholder } from './arabic-search'
import { mediaJson, type MediaJson, toApiBlogMedia } from './media/media-shape'

export type Visibility = 'public' | 'back-office'

/**
 * Published and due: the one public filter, used by lists, the article page, the categories'
 * counts, the sitemap and the feed. The status is written in the text, as before: a named
 * statement keeps the plan made for 'published', not a generic one for any status.
 */
export const PUBLIC_POST: SQL = and(eq(blog_posts.status, sql`'published'`), lte(blog_posts.publishedAt, sql`now()`))!

/**
 * Written in `language` (issue 37), the language in the text: each language's statement keeps
 * its own plan (blog_posts' (language, status, published_at) index). A row without a language
 * (none is written so, but the column allows it) is French.
 */
export function inLanguage(language: Locale): SQL {
  return language === 'ar' ? eq(blog_posts.language, sql`'ar'`) : or(eq(blog_posts.language, sql`'fr'`), isNull(blog_posts.language))!
}

/** The tags relation of a post (Payload's `tags` field), written in the text as before. */
const TAGS_PATH = sql`'tags'`

/**
 * The columns of a post as the answers need them. Computed ones and the category's slug (a
 * post has one too) are named: the page is read through a subquery, whose columns must differ.
 */
const summaryFields = {
  id: blog_posts.id,
  title: blog_posts.title,
  slug: blog_posts.slug,
  excerpt: blog_posts.excerpt,
  contentPreview: sql<string | null>`left(${blog_posts.contentText}, 200)`.as('content_preview'),
  categoryId: blog_posts.category,
  categoryName: blog_categories.name,
  categorySlug: sql<(typeof blog_categories.$inferSelect)['slug'] | null>`${blog_categories.slug}`.as('category_slug'),
  categoryColor: blog_categories.color,
  featuredImageUrl: blog_posts.featuredImageUrl,
  /** The cover from the library, with its sizes (media/media-shape.ts), in the same statement. */
  featuredMedia: sql<MediaJson | null>`${mediaJson}`.as('featured_media'),
  metaTitle: blog_posts.metaTitle,
  metaDescription: blog_posts.metaDescription,
  status: blog_posts.status,
  publishedAt: blog_posts.publishedAt,
  createdAt: blog_posts.createdAt,
  updatedAt: blog_posts.updatedAt,
  readingTimeMinutes: blog_posts.readingTimeMinutes,
  viewCount: blog_posts.viewCount,
  firstName: editors.firstName,
  lastName: editors.lastName,
  authorId: blog_posts.author,
  /** The author's page (/blog/auteur/{slug}), when the author has one. */
  authorSlug: sql<(typeof editors.$inferSelect)['slug']>`${editors.slug}`.as('author_slug'),
  language: blog_posts.language,
  /** The stored rich text, only for rows saved before `content_html` existed. */
  rawContent:
    sql<unknown>`CASE WHEN ${blog_posts.contentText} IS NULL OR ${blog_posts.contentHtml} IS NULL THEN ${blog_posts.content} END`.as(
      'raw_content',
    ),
}

/** Posts with their category, author and tags (in their order, as JSON built by PostgreSQL); `extra` adds columns. */
export function selectPosts<
  Extra extends { contentHtml?: typeof blog_posts.contentHtml; translationOfId?: typeof blog_posts.translationOf },
>(db: Database, extra: Extra) {
  const tagsOfPost = db
    .select({
      tags: sql<
        ApiBlogTag[]
      >`coalesce(json_agg(json_build_object('id', ${blog_tags.id}, 'name', ${blog_tags.name}, 'slug', ${blog_tags.slug}, 'color', ${blog_tags.color})
                               ORDER BY ${blog_posts_rels.order}, ${blog_posts_rels.id}), '[]')`.as('tags'),
    })
    .from(blog_posts_rels)
    .innerJoin(blog_tags, eq(blog_tags.id, blog_posts_rels['blog-tagsID']))
    .where(and(eq(blog_posts_rels.parent, blog_posts.id), eq(blog_posts_rels.path, TAGS_PATH)))
    .as('tg')
  return db
    .select({ ...summaryFields, ...extra, tags: tagsOfPost.tags })
    .from(blog_posts)
    .leftJoin(blog_categories, eq(blog_categories.id, blog_posts.category))
    .leftJoin(editors, eq(editors.id, blog_posts.author))
    .leftJoin(blog_media, eq(blog_media.id, blog_posts.featuredImage))
    .crossJoinLateral(tagsOfPost)
}

export type PostRow = Awaited<ReturnType<typeof selectPosts<Record<never, never>>>>[number]

export interface PostShaping {
  /** The back-office key is no editor: posts without an author are signed by the team. */
  siteName: string
}

export function toSummary(row: PostRow, shaping: PostShaping): ApiBlogPostSummary {
  const legacy = row.rawContent ? renderBlogContent(row.rawContent) : undefined
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt || null,
    contentPreview: row.contentPreview ?? legacy?.text.slice(0, 200) ?? '',
    categoryId: row.categoryId,
    category:
      row.categoryId && row.categoryName
        ? { id: row.categoryId, name: row.categoryName, slug: row.categorySlug ?? '', color: row.categoryColor ?? '' }
        : null,
    featuredImageUrl: row.featuredImageUrl || null,
    featuredImage: row.featuredMedia ? toApiBlogMedia(row.featuredMedia) : null,
    metaTitle: row.metaTitle || null,
    metaDescription: row.metaDescription || null,
    status: row.status,
    publishedAt: row.publishedAt ? timestampText(row.publishedAt) : null,
    createdAt: timestampText(row.createdAt),
    updatedAt: timestampText(row.updatedAt),
    readingTimeMinutes: Number(row.readingTimeMinutes ?? 5),
    viewCount: Number(row.viewCount ?? 0),
    author:
      row.firstName || row.lastName
        ? { firstName: row.firstName ?? '', lastName: row.lastName ?? '', slug: row.authorSlug || null }
        : // The team signs in the article's language (issue 37).
          { firstName: row.language === 'ar' ? 'فريق' : 'Équipe', lastName: shaping.siteName },
    authorId: row.authorId ?? null,
    tags: row.tags,
    language: postLanguage(row.language),
  }
}

/** What a list's statement depends on, besides its values (placeholders `status`, `category`, `tag`, `limit`, `offset`). */
interface ListShape {
  visibility: Visibility
  /** Public: 'other' for drafts or archives (an empty list). Back-office: 'given' filters by the `status` value. */
  status: 'any' | 'given' | 'other'
  category: boolean
  tag: boolean
  /** A search (placeholder `q`): run unnamed, planned for its text; typed in Arabic, a regular expression (arabic-search.ts). */
  q: false | 'latin' | 'arabic'
  /** One language's posts (issue 37), or every language (the back-office, unless it asks). */
  language: Locale | 'any'
  /** The first pages have their LIMIT and OFFSET written in the text (typed-reads.ts, literalLimit). */
  page: number | 'deep'
  limit: number
}

/** Pages a reader actually opens; deeper ones keep LIMIT/OFFSET as parameters (and are planned each time). */
const PLANNED_ONCE_PAGES = 10

function listConditions(db: Database, shape: ListShape): SQL {
  const conditions: SQL[] = []
  if (shape.visibility === 'public') {
    // Anyone else asking for drafts or archives gets an empty list, not an error.
    conditions.push(shape.status === 'other' ? sql`false` : PUBLIC_POST)
  } else if (shape.status === 'given') {
    conditions.push(eq(blog_posts.status, sql.placeholder('status')))
  }
  if (shape.language !== 'any') conditions.push(inLanguage(shape.language))
  if (shape.q) conditions.push(shape.q === 'arabic' ? matchesPlaceholder('blog_posts', 'q') : containsPlaceholder('blog_posts', 'q'))
  if (shape.category) {
    const category = db
      .select({ id: blog_categories.id })
      .from(blog_categories)
      .where(eq(blog_categories.slug, sql.placeholder('category')))
    conditions.push(eq(blog_posts.category, category))
  }
  if (shape.tag) {
    const tagged = db
      .select({ one: sql`1` })
      .from(blog_posts_rels)
      .innerJoin(blog_tags, eq(blog_tags.id, blog_posts_rels['blog-tagsID']))
      .where(
        and(eq(blog_posts_rels.parent, blog_posts.id), eq(blog_posts_rels.path, TAGS_PATH), eq(blog_tags.slug, sql.placeholder('tag'))),
      )
    conditions.push(exists(tagged))
  }
  return conditions.length ? and(...conditions)! : sql`true`
}

/**
 * One page of posts, newest publication first, then newest id (blog_posts_list_order_idx).
 * Drafts without a date come first in the back-office list (NULLS FIRST): they are the work in
 * progress.
 */
function buildPostPage(db: Database, shape: ListShape, where = listConditions(db, shape)) {
  const posts = selectPosts(db, {})
    .where(where)
    .orderBy(sql`${blog_posts.publishedAt} DESC NULLS FIRST`, desc(blog_posts.id))
  return shape.page === 'deep'
    ? posts.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
    : posts.limit(literalLimit(shape.limit)).offset(literalLimit((shape.page - 1) * shape.limit))
}

/**
 * The page joined to its count in one statement: a page past the end still carries the total (its one row has no post).
 */
function buildPostPageWithTotal(db: Database, shape: ListShape) {
  const where = listConditions(db, shape)
  // A search reads the stored folded text (cms/infra/db/search.ts): counting its matches folds nothing.
  const counted = db
    .select({ total: count().as('total') })
    .from(blog_posts)
    .where(where)
    .as('c')
  const page = buildPostPage(db, shape, where).as('page')
  return db
    .select()
    .from(counted)
    .leftJoinLateral(page, sql`true`)
    .orderBy(sql`${page.publishedAt} DESC NULLS FIRST`, desc(page.id))
}

const listKey = (shape: ListShape) =>
  `${shape.q}/${shape.visibility}/${shape.status}/${shape.category}/${shape.tag}/${shape.language}/${shape.page}/${shape.limit}`
const postPage = preparedReadByShape(listKey, buildPostPage)
const postPageWithTotal = preparedReadByShape(listKey, buildPostPageWithTotal)
const searchedPostPage = searchReadByShape(listKey, buildPostPageWithTotal)

/**
 * One page of posts. The back-office's whole list is counted once per few seconds
 * (../admin/staff-counters.ts); any filter, and the public list (kept by ./public-read-cache.ts),
 * count with the page. The public reads one language, French unless `query.language` says
 * otherwise (issue 37); the back-office every language unless it asks for one.
 */
export async function readPostPage(
  payload: Payload,
  visibility: Visibility,
  query: Omit<BlogPostsQuery, 'status'> & { status?: BlogPostStatus },
  shaping: PostShaping,
): Promise<PageInfo & { posts: ApiBlogPostSummary[] }> {
  const language = query.language ?? (visibility === 'public' ? 'fr' : 'any')
  const unfiltered = visibility === 'back-office' && !query.status && !query.q && !query.category && !query.tag && language === 'any'
  const shape: ListShape = {
    visibility,
    status: !query.status ? 'any' : visibility === 'back-office' ? 'given' : query.status === 'published' ? 'any' : 'other',
    category: Boolean(query.category),
    tag: Boolean(query.tag),
    q: !query.q ? false : isArabicSearch(query.q) ? 'arabic' : 'latin',
    language,
    page: query.page <= PLANNED_ONCE_PAGES ? query.page : 'deep',
    limit: query.limit,
  }
  const values = {
    status: query.status,
    category: query.category,
    tag: query.tag,
    q: isArabicSearch(query.q) ? arabicSearchPattern(query.q) : searchPattern(query.q),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  }
  let rows: PostRow[]
  let total: number
  if (unfiltered) {
    ;[rows, total] = await Promise.all([postPage(payload, shape).execute(values), keptTableCount(payload, 'blog_posts')])
  } else {
    // A search is planned for its text (cms/infra/db/search.ts): run unnamed.
    const counted = await (shape.q ? searchedPostPage : postPageWithTotal)(payload, shape).execute(values)
    rows = counted.flatMap((row) => (row.page ? [row.page] : []))
    total = counted[0]?.c.total ?? 0
  }
  return {
    posts: rows.map((row) => toSummary(row, shaping)),
    page: query.page,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  }
}

const postBy = preparedReadByShape(
  ({ by, visibility }: { by: 'slug' | 'id'; visibility: Visibility }) => `${by}/${visibility}`,
  (db, { by, visibility }) =>
    selectPosts(db, { contentHtml: blog_posts.contentHtml, translationOfId: blog_posts.translationOf }).where(
      and(
        by === 'slug' ? eq(blog_posts.slug, sql.placeholder('slug')) : eq(blog_posts.id, sql.placeholder('id')),
        visibility === 'public' ? PUBLIC_POST : undefined,
      ),
    ),
)

/**
 * A post's version in the other language (issue 37): the article it names (`translationOf`),
 * else one that names it, the oldest. The link is stored on one side and read both ways. The
 * public sees a public translation only.
 */
const translationOf = preparedReadByShape(
  (visibility: Visibility) => visibility,
  (db, visibility) =>
    db
      .select({
        id: blog_posts.id,
        slug: blog_posts.slug,
        title: blog_posts.title,
        language: blog_posts.language,
        status: blog_posts.status,
      })
      .from(blog_posts)
      .where(
        and(
          or(eq(blog_posts.id, sql.placeholder('named')), eq(blog_posts.translationOf, sql.placeholder('id'))),
          ne(blog_posts.id, sql.placeholder('id')),
          sql`coalesce(${blog_posts.language}, 'fr') <> ${sql.placeholder('language')}`,
          visibility === 'public' ? PUBLIC_POST : undefined,
        ),
      )
      .orderBy(sql`${blog_posts.id} IS DISTINCT FROM ${sql.placeholder('named')}`, asc(blog_posts.id))
      .limit(literalLimit(1)),
)

export async function readTranslation(
  payload: Payload,
  post: { id: number; language: Locale; translationOfId: number | null },
  visibility: Visibility,
): Promise<ApiBlogTranslation | null> {
  const [row] = await translationOf(payload, visibility).execute({ id: post.id, named: post.translationOfId, language: post.language })
  return row ? { ...row, language: postLanguage(row.language) } : null
}

/** One post with its HTML and its translation: by slug for the public (published and due only), by id for the back-office. */
export async function readPost(
  payload: Payload,
  by: { slug: string } | { id: number },
  visibility: Visibility,
  shaping: PostShaping,
): Promise<ApiBlogPost | null> {
  const [row] = await postBy(payload, { by: 'slug' in by ? 'slug' : 'id', visibility }).execute(by)
  if (!row) return null
  const content = row.contentHtml ?? (row.rawContent ? renderBlogContent(row.rawContent).html : '')
  const summary = toSummary(row, shaping)
  const translation = await readTranslation(
    payload,
    { id: row.id, language: summary.language, translationOfId: row.translationOfId ?? null },
    visibility,
  )
  return { ...summary, content, translation }
}
