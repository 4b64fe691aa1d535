/** The blog's entries in /sitemap.xml: published and due posts only, lastmod = last edit. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { EnumChangefreq } from 'sitemap'
import { PUBLIC_POST } from '../blog/post-reads'
import { drizzleFor } from '../db/transaction'
import type { SitemapSource } from './sitemap'
import { isoTime } from '../db/row-values'

/** A sitemap file holds at most 50,000 addresses. */
const SITEMAP_MAX_POSTS = 45_000

export const blogSitemapSource =
  (payload: Payload): SitemapSource =>
  async () => {
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
  }
