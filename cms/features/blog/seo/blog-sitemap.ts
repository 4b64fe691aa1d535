/**
 * The blog's entries in /sitemap.xml: published and due posts only, lastmod = last edit, each at
 * its language's address (issue 37) and, when its translation is public too, naming it (hreflang
 * fr, ar and x-default); and the author pages of those who signed at least one of them, in each
 * language they published in (issue 36 item 3).
 */
import { and, count, desc, eq, isNotNull, max, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { EnumChangefreq } from 'sitemap'
import { inLanguage, PUBLIC_POST } from '../post-reads'
import { languageLinks, type SitemapSource } from '@/cms/features/site'
import { blogPostPathIn, otherLanguage, postLanguage } from '@/contract/blog'
import { authorPath } from '@/contract/blog-authors'
import { type Locale, LOCALES, localizedPath } from '@/contract/i18n/locales'
import { blog_posts, editors } from '@/cms/infra/db/payload-schema'
import { isoTime, timestampText } from '@/cms/infra/db/row-values'
import { literalLimit, preparedRead } from '@/cms/infra/db/typed-reads'

/** A sitemap file holds at most 50,000 addresses. */
const SITEMAP_MAX_POSTS = 45_000

const sitemapPosts = preparedRead((db) =>
  db
    .select({
      id: blog_posts.id,
      slug: blog_posts.slug,
      updatedAt: blog_posts.updatedAt,
      language: blog_posts.language,
      translationOf: blog_posts.translationOf,
    })
    .from(blog_posts)
    .where(PUBLIC_POST)
    .orderBy(desc(blog_posts.publishedAt), desc(blog_posts.id))
    .limit(literalLimit(SITEMAP_MAX_POSTS)),
)

type SitemapPost = Awaited<ReturnType<ReturnType<typeof sitemapPosts>['execute']>>[number]

/**
 * Each public post's public translation, read both ways as the article page reads it
 * (post-reads.ts, readTranslation): the one it names, else the oldest that names it; in the
 * other language only. From the rows already read: no statement per post.
 */
function translations(rows: SitemapPost[]): Map<number, SitemapPost> {
  const byId = new Map(rows.map((row) => [row.id, row]))
  const namedBy = new Map<number, SitemapPost[]>()
  for (const row of rows) if (row.translationOf !== null) namedBy.set(row.translationOf, [...(namedBy.get(row.translationOf) ?? []), row])
  const otherLanguage = (a: SitemapPost, b: SitemapPost) => a.id !== b.id && postLanguage(a.language) !== postLanguage(b.language)
  const found = new Map<number, SitemapPost>()
  for (const row of rows) {
    const named = row.translationOf === null ? undefined : byId.get(row.translationOf)
    const translation =
      named && otherLanguage(row, named)
        ? named
        : (namedBy.get(row.id) ?? []).filter((other) => otherLanguage(row, other)).sort((a, b) => a.id - b.id)[0]
    if (translation) found.set(row.id, translation)
  }
  return found
}

const publishedIn = (language: Locale) => sql<number>`count(*) FILTER (WHERE ${inLanguage(language)})`.mapWith(Number)

/** Authors with a page and a published article; lastmod = their last article's edit or their own; their counts per language. */
const sitemapAuthors = preparedRead((db) =>
  db
    .select({
      slug: editors.slug,
      updatedAt: sql<string>`greatest(${max(blog_posts.updatedAt)}, ${editors.updatedAt})`,
      fr: publishedIn('fr'),
      ar: publishedIn('ar'),
    })
    .from(editors)
    .innerJoin(blog_posts, and(eq(blog_posts.author, editors.id), PUBLIC_POST))
    .where(isNotNull(editors.slug))
    .groupBy(editors.id)
    .orderBy(editors.slug),
)

// How many posts are public now (a scheduled one becoming due counts), the last edit and the
// last publication date among them: any change to the entries changes one of the three.
const sitemapVersion = preparedRead((db) =>
  db
    .select({ n: count(), edited: max(blog_posts.updatedAt), published: max(blog_posts.publishedAt) })
    .from(blog_posts)
    .where(PUBLIC_POST),
)

const sitemapEditorsVersion = preparedRead((db) => db.select({ n: count(), edited: max(editors.updatedAt) }).from(editors))

export const blogSitemapSource = (payload: Payload): SitemapSource => ({
  async entries() {
    const [rows, authors] = await Promise.all([sitemapPosts(payload).execute(), sitemapAuthors(payload).execute()])
    const translationOf = translations(rows)
    return [
      ...rows.map((row) => {
        const language = postLanguage(row.language)
        const url = blogPostPathIn(language, row.slug)
        const other = translationOf.get(row.id)
        const translation = other ? blogPostPathIn(otherLanguage(language), other.slug) : undefined
        return {
          url,
          lastmod: timestampText(row.updatedAt),
          changefreq: EnumChangefreq.MONTHLY,
          priority: 0.6,
          links: translation ? languageLinks({ [language]: url, [otherLanguage(language)]: translation }) : [],
        }
      }),
      ...authors.flatMap((author) => {
        const { slug } = author
        if (!slug) return []
        const languages = LOCALES.filter((language) => author[language] > 0)
        const versions = Object.fromEntries(languages.map((language) => [language, localizedPath(authorPath(slug), language)]))
        return languages.map((language) => ({
          url: versions[language]!,
          lastmod: isoTime(author.updatedAt),
          changefreq: EnumChangefreq.MONTHLY,
          priority: 0.4,
          links: languageLinks(versions),
        }))
      }),
    ]
  },
  async version() {
    // An author's slug or name changes with their row: the last edit among editors joins the posts' version.
    const [[row], [people]] = await Promise.all([sitemapVersion(payload).execute(), sitemapEditorsVersion(payload).execute()])
    return `${row?.n ?? 0}/${row?.edited ?? ''}/${row?.published ?? ''}/${people?.n ?? 0}/${people?.edited ?? ''}`
  },
})
