/**
 * The blog pages' loaders, the same on the server and in the browser (blog-reader.ts says
 * where they read). An unknown article throws a 404, so the server answers with that status
 * and the route's error element says 'Article non trouvé' (spec 2 §8). Each reads in its page's
 * language (issue 37): /blog lists French articles, /ar/blog Arabic ones.
 */
import { data, type LoaderFunctionArgs, redirect, redirectDocument } from 'react-router'
import { type ApiBlogCategory, type ApiBlogPost, type ApiBlogPostSummary, BLOG_PAGE_SIZE } from '@/contract/blog'
import { type Locale, localeOfPath, pathWithoutLocale } from '@/contract/i18n/locales'
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

/** The page's language, from its address (/ar/… is Arabic), on the server and in the browser alike. */
export const requestLocale = (request: Request): Locale => localeOfPath(new URL(request.url).pathname)

export async function blogListLoader({ request, context }: LoaderFunctionArgs): Promise<BlogListData> {
  const reader = blogReaderFrom(context)
  const language = requestLocale(request)
  const query = parseListQuery(new URL(request.url))
  const [list, categories] = await Promise.all([
    reader.listPublished({ ...query, limit: BLOG_PAGE_SIZE, language }),
    reader.categories(language),
  ])
  return { posts: list.posts, categories, query, total: list.total, totalPages: list.totalPages }
}

/**
 * A 301 to where an address leads now (a path of this site, `/ar/…` for an Arabic page, or
 * another site): within the page's language, a router path (the Arabic router adds /ar
 * itself); to the other language, a whole document (the other language is another router).
 */
export function movedTo(location: string, request: Request, status: 301 | 302 = 301): Response {
  if (/^https?:\/\//.test(location)) return redirect(location, status)
  const here = requestLocale(request)
  if (localeOfPath(location) === here) return redirect(pathWithoutLocale(location), status)
  return redirectDocument(new URL(location, request.url).href, status)
}

export async function blogPostLoader({ params, request, context }: LoaderFunctionArgs): Promise<BlogPostData> {
  const slug = params.slug ?? ''
  const reader = blogReaderFrom(context)
  const language = requestLocale(request)
  const post = await reader.publishedBySlug(slug, language)
  if (post) return { post }
  // Only once no article of this language has this slug: an old address, or an Arabic article
  // asked for at its French address, answers 301; a French article under /ar is a 404.
  const location = await reader.redirectFor(slug, language)
  if (location) throw movedTo(location, request)
  throw data(POST_NOT_FOUND, { status: 404 })
}
