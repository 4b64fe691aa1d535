/**
 * /blog/apercu/{id}'s loader: the article whatever its status, read only where the server gave
 * the preview's read (a request from staff, cms/features/blog/preview). Anyone else, an unknown
 * or malformed id, and an in-app navigation (the browser has no such read) get the article's 404:
 * the page does not say whether the article exists.
 */
import { data, type LoaderFunctionArgs } from 'react-router'
import { type ApiBlogPost, blogPreviewPath } from '@/contract/blog'
import { blogReaderFrom } from '../data/blog-reader'
import { movedTo, POST_NOT_FOUND, requestLocale } from '../data/loaders'

export interface BlogPreviewData {
  post: ApiBlogPost
}

/** PostgreSQL's integer ids: a longer number is no article (and must not reach the database). */
const MAX_ID = 2_147_483_647

const previewId = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID ? Number(value) : null)

export async function blogPreviewLoader({ params, request, context }: LoaderFunctionArgs): Promise<BlogPreviewData> {
  const id = previewId(params.id)
  const read = blogReaderFrom(context).previewById
  const post = id !== null && read ? await read(id) : null
  if (!post) throw data(POST_NOT_FOUND, { status: 404 })
  // An article is previewed in its language's page (issue 37): an Arabic one under /ar, right to left.
  // A 302: its language may change, and a browser keeps a 301.
  if (post.language !== requestLocale(request)) throw movedTo(blogPreviewPath(post.id, post.language), request, 302)
  return { post }
}
