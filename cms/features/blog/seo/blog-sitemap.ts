/** The blog's entries in /sitemap.xml: published and due posts only, lastmod = last edit. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { EnumChangefreq } from 'sitemap'
import { PUBLIC_POST } from '../post-reads'
import { readDb } from '@/cms/infra/db/prepared-reads'
import { drizzleFor } from '@/cms/infra/db/transaction'
import type { SitemapSource } from '@/cms/features/site'
import { isoTime } from '@/cms/infra/db/row-values'

/** A sitemap file holds at most 50,000 addresses. */
const SITEMAP_MAX_POSTS = 45_000

export const blogSitemapSource = (payload: Payload): SitemapSource => ({
  async entries() {
    const db = await drizzleFor(payload)
    const { rows } = await db.execute<{ slug: string; updated_at: Date | string }>(sql`
      SELECT p.slug, p.updated_at FROM blog_posts p
       WHERE ${PUBLIC_POST} ORDER BY p.published_at DESC, p.id DESC LIMIT ${SITEMAP_MAX_POSTS}`)
    return rows.map((row) => ({
      url: `/blog/${row.slug}`,
      lastmod: isoTime(row.updated_at),
      changefreq: EnumChangefreq.MONTHLY,
      priority: 0.6,
    }))
  },
  // How many posts are public now (a scheduled one becoming due counts), the last edit and the
  // last publication date among them: any change to the entries changes one of the three.
  async version() {
    const { rows } = await readDb(payload).execute<{ n: number; edited: string | null; published: string | null }>(sql`
      SELECT count(*) AS n, max(p.updated_at) AS edited, max(p.published_at) AS published FROM blog_posts p WHERE ${PUBLIC_POST}`)
    const row = rows[0]
    return `${row?.n ?? 0}/${row?.edited ?? ''}/${row?.published ?? ''}`
  },
})
