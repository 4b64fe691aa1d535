/**
 * What the server-rendered blog pages read in the server's process (contract/blog.ts
 * `BlogReader`): the same SQL reads and answers as GET /api/blog/…, for the public.
 */
import type { Payload } from 'payload'
import type { BlogReader } from '../../contract/blog'
import { readPost, readPostPage, type PostShaping } from './post-reads'
import { readCategories } from './taxonomy-reads'
import { viewCounterFor } from './view-counter'

export function createBlogReader(payload: Payload, shaping: PostShaping): BlogReader {
  return {
    listPublished: (query) => readPostPage(payload, 'public', query, shaping),
    publishedBySlug: (slug) => readPublishedPost(payload, slug, shaping),
    categories: () => readCategories(payload, 'public'),
  }
}

/** A public article, its view counted (and shown, though not written yet). */
export async function readPublishedPost(payload: Payload, slug: string, shaping: PostShaping) {
  const post = await readPost(payload, { slug }, 'public', shaping)
  if (!post) return null
  const views = viewCounterFor(payload)
  views.count(post.id)
  return { ...post, viewCount: post.viewCount + views.pending(post.id) }
}
