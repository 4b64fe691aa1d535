/**
 * The public blog's list and categories as the text /api sends: every reader of the same query
 * gets the same answer, so it is serialized (and compressed) once and kept with the public reads
 * (emptied by any write to the blog). An article is not: each read counts a view and shows the count.
 */
import type { Payload } from 'payload'
import type { BlogPostsQuery } from '@/contract/blog'
import { keptBody } from '@/cms/infra/http/answer-encoding'
import { JsonText } from '@/cms/infra/http/route'
import { servicesOf } from '@/cms/infra/services'
import { readPublicCategories, readPublicPostPage } from './blog-reader'
import type { PostShaping } from './post-reads'

export async function publicPostPageAnswer(payload: Payload, query: Omit<BlogPostsQuery, 'status'>, shaping: PostShaping) {
  const body = await servicesOf(payload).blog.publicReads.read(`answer:list:${JSON.stringify(query)}`, async () =>
    keptBody(JSON.stringify({ success: true, ...(await readPublicPostPage(payload, query, shaping)) })),
  )
  return new JsonText(body)
}

export async function publicCategoriesAnswer(payload: Payload) {
  const body = await servicesOf(payload).blog.publicReads.read('answer:categories', async () =>
    keptBody(JSON.stringify({ success: true, categories: await readPublicCategories(payload) })),
  )
  return new JsonText(body)
}
