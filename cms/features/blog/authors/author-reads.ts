/**
 * An author's public page: the editor by their slug, with their photo and their count of
 * published articles (one statement, editors_slug_idx), then a page of those articles (a second,
 * on blog_posts_author_idx). Kept with the blog's public reads (public-read-cache.ts), which any
 * change to posts or editors empties.
 */
import { and, desc, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { BlogAuthorPage } from '@/contract/blog-authors'
import { blog_media, blog_posts, editors } from '@/cms/infra/db/payload-schema'
import { literalLimit, preparedRead, preparedReadByShape } from '@/cms/infra/db/typed-reads'
import { servicesOf } from '@/cms/infra/services'
import { DEFAULT_LOCALE, type Locale, LOCALES } from '@/contract/i18n/locales'
import { inLanguage, PUBLIC_POST, type PostShaping, selectPosts, toSummary } from '../post-reads'
import { mediaJson, toApiBlogMedia } from '../media/media-shape'

const authorBySlug = preparedRead((db) =>
  db
    .select({
      id: editors.id,
      firstName: editors.firstName,
      lastName: editors.lastName,
      slug: editors.slug,
      bio: editors.bio,
      photo: mediaJson,
      // Per language (issue 37): the page lists one language's articles and links to the other when it has some.
      publishedFr:
        sql<number>`(SELECT count(*) FROM ${blog_posts} WHERE ${blog_posts.author} = ${editors.id} AND ${PUBLIC_POST} AND ${inLanguage('fr')})`.mapWith(
          Number,
        ),
      publishedAr:
        sql<number>`(SELECT count(*) FROM ${blog_posts} WHERE ${blog_posts.author} = ${editors.id} AND ${PUBLIC_POST} AND ${inLanguage('ar')})`.mapWith(
          Number,
        ),
    })
    .from(editors)
    .leftJoin(blog_media, eq(blog_media.id, editors.photo))
    .where(eq(editors.slug, sql.placeholder('slug'))),
)

/** The first pages have their LIMIT and OFFSET in the text (typed-reads.ts, literalLimit); deeper ones are parameters. */
const PLANNED_ONCE_PAGES = 10

const postsOfAuthor = preparedReadByShape(
  ({ page, limit, language }: { page: number | 'deep'; limit: number; language: Locale }) => `${page}/${limit}/${language}`,
  (db, { page, limit, language }) => {
    const posts = selectPosts(db, {})
      .where(and(PUBLIC_POST, inLanguage(language), eq(blog_posts.author, sql.placeholder('author'))))
      .orderBy(desc(blog_posts.publishedAt), desc(blog_posts.id))
    return page === 'deep'
      ? posts.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))
      : posts.limit(literalLimit(limit)).offset(literalLimit((page - 1) * limit))
  },
)

/**
 * An author's page in one language (issue 37): shown when they published in either language,
 * their articles and count in the language asked (possibly none: the page then says so).
 */
export async function readAuthorPage(
  payload: Payload,
  slug: string,
  query: { page: number; limit: number; language?: Locale },
  shaping: PostShaping,
): Promise<BlogAuthorPage | null> {
  const language = query.language ?? DEFAULT_LOCALE
  const [author] = await authorBySlug(payload).execute({ slug })
  if (!author?.slug || author.publishedFr + author.publishedAr === 0) return null
  const published = language === 'ar' ? author.publishedAr : author.publishedFr
  const shape = { page: query.page <= PLANNED_ONCE_PAGES ? query.page : ('deep' as const), limit: query.limit, language }
  const rows = await postsOfAuthor(payload, shape).execute({
    author: author.id,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  })
  return {
    author: {
      firstName: author.firstName,
      lastName: author.lastName,
      slug: author.slug,
      bio: author.bio || null,
      photo: author.photo ? toApiBlogMedia(author.photo) : null,
    },
    posts: rows.map((row) => toSummary(row, shaping)),
    page: query.page,
    total: published,
    totalPages: Math.max(1, Math.ceil(published / query.limit)),
    languages: LOCALES.filter((locale) => (locale === 'ar' ? author.publishedAr : author.publishedFr) > 0),
  }
}

/** The same, as every reader sees it, through the public read cache. */
export function readPublicAuthorPage(
  payload: Payload,
  slug: string,
  query: { page: number; limit: number; language?: Locale },
  shaping: PostShaping,
) {
  const language = query.language ?? DEFAULT_LOCALE
  return servicesOf(payload).blog.publicReads.read(`author:${language}:${slug}:${query.page}:${query.limit}`, () =>
    readAuthorPage(payload, slug, query, shaping),
  )
}
