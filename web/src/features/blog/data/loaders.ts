/**
 * The blog pages' loaders, the same on the server and in the browser (blog-reader.ts says
 * where they read). An unknown article throws a 404, so the server answers with that status
 * and the route's error element says 'Article non trouvé' (spec 2 §8).
 */
import { data, type LoaderFunctionArgs, redirect } from 'react-router'
import { type ApiBlogCategory, type ApiBlogPost, type ApiBlogPostSummary, BLOG_PAGE_SIZE } from '@/contract/blog'
import { blogReaderFrom } from './blog-reader'
import { type BlogListQuery, parseListQuery } from './list-query'

export const POST_NOT_FOUND = 'Article non trouvé'

export interface BlogListData {
  posts: ApiBlogPostSummary[]
  categories: ApiBlogCategory[]
  query: BlogListQuery
  total: number
  totalPages: number
}

export interface BlogPostData {
  post: ApiBlogPost
}

export async function blogListLoader({ request, context }: LoaderFunctionArgs): Promise<BlogListData> {
  const reader = blogReaderFrom(context)
  const query = parseListQuery(new URL(request.url))
  const [list, categories] = await Promise.all([reader.listPublished({ ...query, limit: BLOG_PAGE_SIZE }), reader.categories()])
  return { posts: list.posts, categories, query, total: list.total, totalPages: list.totalPages }
}

export async function blogPostLoader({ params, context }: LoaderFunctionArgs): Promise<BlogPostData> {
  const slug = params.slug ?? ''
  const reader = blogReaderFrom(context)
  const post = await reader.publishedBySlug(slug)
  if (post) return { post }
  // Only once no article has this slug: an old address answers 301 to the current one.
  const movedTo = await reader.redirectFor(slug)
  if (movedTo) throw redirect(movedTo, 301)
  throw data(POST_NOT_FOUND, { status: 404 })
}
