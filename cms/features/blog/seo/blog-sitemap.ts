/** The blog's entries in /sitemap.xml: published and due posts only, lastmod = last edit. */
import { count, desc, max } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { EnumChangefreq } from 'sitemap'
import { PUBLIC_POST } from '../post-reads'
import type { SitemapSource } from '@/cms/features/site'
import { blog_posts } from '@/cms/infra/db/payload-schema'
import { timestampText } from '@/cms/infra/db/row-values'
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

// How many posts are public now (a scheduled one becoming due counts), the last edit and the
// last publication date among them: any change to the entries changes one of the three.
const sitemapVersion = preparedRead((db) =>
  db
    .select({ n: count(), edited: max(blog_posts.updatedAt), published: max(blog_posts.publishedAt) })
    .from(blog_posts)
    .where(PUBLIC_POST),
)

export const blogSitemapSource = (payload: Payload): SitemapSource => ({
  async entries() {
    const rows = await sitemapPosts(payload).execute()
    return rows.map((row) => ({
      url: `/blog/${row.slug}`,
      lastmod: timestampText(row.updatedAt),
      changefreq: EnumChangefreq.MONTHLY,
      priority: 0.6,
    }))
  },
  async version() {
    const [row] = await sitemapVersion(payload).execute()
    return `${row?.n ?? 0}/${row?.edited ?? ''}/${row?.published ?? ''}`
  },
})
