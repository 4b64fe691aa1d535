/**
 * The public blog's list and categories as the text /api sends: every reader of the same query
 * gets the same answer, so it is serialized once and kept with the public reads (emptied by any
 * write to the blog). An article is not: each read counts a view and shows the count.
 */
import type { Payload } from 'payload'
import type { BlogPostsQuery } from '../../contract/blog'
import { JsonText } from '../http/route'
import { readPublicCategories, readPublicPostPage } from './blog-reader'
import type { PostShaping } from './post-reads'
import { publicReadCacheFor } from './public-read-cache'

export async function publicPostPageAnswer(payload: Payload, query: Omit<BlogPostsQuery, 'status'>, shaping: PostShaping) {
  const text = await publicReadCacheFor(payload).read(`answer:list:${JSON.stringify(query)}`, async () =>
    JSON.stringify({ success: true, ...(await readPublicPostPage(payload, query, shaping)) }),
  )
  return new JsonText(text)
}

export async function publicCategoriesAnswer(payload: Payload) {
  const text = await publicReadCacheFor(payload).read('answer:categories', async () =>
    JSON.stringify({ success: true, categories: await readPublicCategories(payload) }),
  )
  return new JsonText(text)
}
