/**
 * The back-office's calls to the image library (issue 36): a page of images (SWR, keyed by its
 * /api address) and an upload (multipart `file` and `alt`, the server's French message on refusal).
 */
import useSWR, { mutate } from 'swr'
import { BLOG_MEDIA_PAGE_SIZE, type BlogMediaListResponse, type BlogMediaResponse } from '@/contract/blog-media'
import { apiFetch, type ApiError, formDataOf } from '@/web/src/lib/api-client'

const MEDIA_API = '/api/blog/media'

const mediaKey = (page: number, search: string) => {
  const query = new URLSearchParams({ page: String(page), limit: String(BLOG_MEDIA_PAGE_SIZE) })
  if (search) query.set('search', search)
  return `${MEDIA_API}?${query.toString()}`
}

/** GET /api/blog/media: newest first, searched on the alt text and the file name. */
export const useBlogMedia = (page: number, search: string, enabled = true) =>
  useSWR<BlogMediaListResponse, ApiError>(enabled ? mediaKey(page, search) : null, { keepPreviousData: true })

/** POST /api/blog/media; every page of the library is read again after. */
export async function uploadBlogMedia(file: File, alt: string) {
  const { media } = await apiFetch<BlogMediaResponse>(MEDIA_API, { method: 'POST', body: formDataOf({ alt }, 'file', [file]) })
  await mutate((key) => typeof key === 'string' && key.startsWith(MEDIA_API))
  return media
}
