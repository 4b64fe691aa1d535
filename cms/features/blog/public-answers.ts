/**
 * The public blog's list and categories as the text /api sends: every reader of the same query
 * gets the same answer, so it is serialized (and compressed) once and kept with the public reads
 * (emptied by any write to the blog). An article is not: each read counts a view and shows the count.
 */
import type { Payload } from 'payload'
import type { BlogPostsQuery } from '@/contract/blog'
import { DEFAULT_LOCALE, type Locale } from '@/contract/i18n/locales'
import { keptBody } from '@/cms/infra/http/answer-encoding'
import { JsonText } from '@/cms/infra/http/route'
import { servicesOf } from '@/cms/infra/services'
import { readPublicCategories, readPublicPostPage } from './blog-reader'
import type { PostShaping } from './post-reads'

/** One language's list (French unless asked, issue 37): the language is part of the kept answer's key. */
export async function publicPostPageAnswer(payload: Payload, query: BlogPostsQuery, shaping: PostShaping) {
  const { status, q, category, tag, page, limit } = query
  // `status`: anyone asking for drafts or archives gets an empty list (post-reads.ts).
  const publicQuery = { status, q, category, tag, page, limit, language: query.language ?? DEFAULT_LOCALE }
  const body = await servicesOf(payload).blog.publicReads.read(`answer:list:${JSON.stringify(publicQuery)}`, async () =>
    keptBody(JSON.stringify({ success: true, ...(await readPublicPostPage(payload, publicQuery, shaping)) })),
  )
  return new JsonText(body)
}

/** The categories, counted in one language (French unless asked). */
export async function publicCategoriesAnswer(payload: Payload, language: Locale = DEFAULT_LOCALE) {
  const body = await servicesOf(payload).blog.publicReads.read(`answer:categories:${language}`, async () =>
    keptBody(JSON.stringify({ success: true, categories: await readPublicCategories(payload, language) })),
  )
  return new JsonText(body)
}
