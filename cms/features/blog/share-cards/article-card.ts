/**
 * An article's card: its title and category over its library cover (the stored w1600 or w960
 * file in the original format, else the original), or the branded background. A plain
 * `featuredImageUrl` is never fetched by the server (it could point anywhere): such an article
 * gets the branded card.
 */
import { eq } from '@payloadcms/db-postgres/drizzle'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { ApiBlogPost } from '@/contract/blog'
import { frenchText } from '@/contract/french/typography'
import { blog_media, blog_posts } from '@/cms/infra/db/payload-schema'
import { preparedRead } from '@/cms/infra/db/typed-reads'
import type { ShareCardContent } from './card-content'

const coverOfPost = preparedRead((db) =>
  db
    .select({
      file: sql<string | null>`coalesce(${blog_media.sizes_w1600_filename}, ${blog_media.sizes_w960_filename}, ${blog_media.filename})`,
    })
    .from(blog_posts)
    .innerJoin(blog_media, eq(blog_media.id, blog_posts.featuredImage))
    .where(eq(blog_posts.id, sql.placeholder('id'))),
)

/** The stored file of the article's library cover, or null (no library cover). */
export async function readCoverFile(payload: Payload, postId: number): Promise<string | null> {
  const [row] = await coverOfPost(payload).execute({ id: postId })
  return row?.file ?? null
}

export function articleCardContent(
  post: Pick<ApiBlogPost, 'title' | 'category'>,
  coverFile: string | null,
  siteName: string,
): ShareCardContent {
  return {
    kicker: post.category ? frenchText(post.category.name) : 'Le blog',
    title: frenchText(post.title),
    subtitle: null,
    badge: null,
    siteName,
    coverFile,
  }
}
