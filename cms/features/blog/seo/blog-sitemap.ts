/**
 * The blog's entries in /sitemap.xml: published and due posts only, lastmod = last edit; and the
 * author pages of those who signed at least one of them (issue 36 item 3).
 */
import { and, count, desc, eq, isNotNull, max, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { EnumChangefreq } from 'sitemap'
import { PUBLIC_POST } from '../post-reads'
import type { SitemapSource } from '@/cms/features/site'
import { authorPath } from '@/contract/blog-authors'
import { blog_posts, editors } from '@/cms/infra/db/payload-schema'
import { isoTime, timestampText } from '@/cms/infra/db/row-values'
import { literalLimit, preparedRead } from '@/cms/infra/db/typed-reads'

/** A sitemap file holds at most 50,000 addresses. */
const SITEMAP_MAX_POSTS = 45_000

const sitemapPosts = preparedRead((db) =>
  db
    .select({ slug: blog_posts.slug, updatedAt: blog_posts.updatedAt })
    .from(blog_posts)
    .where(PUBLIC_POST)
    .orderBy(desc(blog_posts.publishedAt), desc(blog_posts.id))
    .limit(literalLimit(SITEMAP_MAX_POSTS)),
)

/** Authors with a page and a published article; lastmod = their last article's edit or their own. */
const sitemapAuthors = preparedRead((db) =>
  db
    .select({
      slug: editors.slug,
      updatedAt: sql<string>`greatest(${max(blog_posts.updatedAt)}, ${editors.updatedAt})`,
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
    return [
      ...rows.map((row) => ({
        url: `/blog/${row.slug}`,
        lastmod: timestampText(row.updatedAt),
        changefreq: EnumChangefreq.MONTHLY,
        priority: 0.6,
      })),
      ...authors.flatMap((author) =>
        author.slug
          ? [{ url: authorPath(author.slug), lastmod: isoTime(author.updatedAt), changefreq: EnumChangefreq.MONTHLY, priority: 0.4 }]
          : [],
      ),
    ]
  },
  async version() {
    // An author's slug or name changes with their row: the last edit among editors joins the posts' version.
    const [[row], [people]] = await Promise.all([sitemapVersion(payload).execute(), sitemapEditorsVersion(payload).execute()])
    return `${row?.n ?? 0}/${row?.edited ?? ''}/${row?.published ?? ''}/${people?.n ?? 0}/${people?.edited ?? ''}`
  },
})
