/**
 * /blog/apercu/{id}'s loader: the article whatever its status, read only where the server gave
 * the preview's read (a request from staff, cms/features/blog/preview). Anyone else, an unknown
 * or malformed id, and an in-app navigation (the browser has no such read) get the article's 404:
 * the page does not say whether the article exists.
 */
import { data, type LoaderFunctionArgs } from 'react-router'
import type { ApiBlogPost } from '@/contract/blog'
import { blogReaderFrom } from '../data/blog-reader'
import { POST_NOT_FOUND } from '../data/loaders'

export interface BlogPreviewData {
  post: ApiBlogPost
}

/** PostgreSQL's integer ids: a longer number is no article (and must not reach the database). */
const MAX_ID = 2_147_483_647

const previewId = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID ? Number(value) : null)

export async function blogPreviewLoader({ params, context }: LoaderFunctionArgs): Promise<BlogPreviewData> {
  const id = previewId(params.id)
  const read = blogReaderFrom(context).previewById
  const post = id !== null && read ? await read(id) : null
  if (!post) throw data(POST_NOT_FOUND, { status: 404 })
  return { post }
}
