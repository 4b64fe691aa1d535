/**
 * An article's public HTML is rendered when it is saved, its body's library images with it
 * (body-images.ts). When an image's alt text or file changes, or the image is removed, the
 * articles showing it are saved again (their HTML rendered anew, the image gone if removed), in
 * the same transaction: no article keeps an old alt text or a picture answering 404.
 */
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'
import { blog_posts } from '@/cms/infra/db/payload-schema'
import { drizzleFor } from '@/cms/infra/db/transaction'

/** Lexical's upload nodes of this library image, wherever they sit in a body (its id as a number or a text). */
const SHOWS_IMAGE =
  '$.** ? (@.type == "upload" && @.relationTo == "blog-media" && (@.value == $id || @.value == $text || @.value.id == $id))'

export async function rerenderBodiesShowing(mediaId: number, req: PayloadRequest): Promise<number> {
  const db = await drizzleFor(req.payload, req)
  const rows = await db
    .select({ id: blog_posts.id })
    .from(blog_posts)
    .where(
      sql`jsonb_path_exists(${blog_posts.content}, ${SHOWS_IMAGE}::jsonpath, jsonb_build_object('id', ${mediaId}::int, 'text', ${String(mediaId)}::text))`,
    )
  for (const { id } of rows) {
    // No field given: the collection's hooks render the stored body again (deriveContent).
    await req.payload.update({ collection: 'blog-posts', id, data: {}, depth: 0, req, overrideAccess: false })
  }
  return rows.length
}
