/** The author page's loader (server and browser alike, as the blog's others: ../data/loaders.ts); unknown: a 404. */
import { data, type LoaderFunctionArgs } from 'react-router'
import { AUTHOR_NOT_FOUND, type BlogAuthorPage } from '@/contract/blog-authors'
import { blogReaderFrom } from '../data/blog-reader'
import { requestLocale } from '../data/loaders'

/** Far beyond any real page: keeps the offset sane whatever the address says. */
const PAGE_MAX = 10_000

export type AuthorPageData = BlogAuthorPage

export async function authorLoader({ params, request, context }: LoaderFunctionArgs): Promise<AuthorPageData> {
  const asked = Number(new URL(request.url).searchParams.get('page'))
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, PAGE_MAX) : 1
  // Their articles in the page's language (issue 37).
  const author = await blogReaderFrom(context).authorPage(params.slug ?? '', page, requestLocale(request))
  if (!author) throw data(AUTHOR_NOT_FOUND, { status: 404 })
  return author
}

/** The address of a page of an author's articles. */
export const authorPageHref = (slug: string, page: number) => `/blog/auteur/${slug}${page > 1 ? `?page=${page}` : ''}`
