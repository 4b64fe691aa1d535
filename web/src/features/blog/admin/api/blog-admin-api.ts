import type { Locale } from '@/contract/i18n/locales'
/**
 * The back-office's blog calls (spec 2 §7): SWR reads keyed by their /api address, writes that
 * return the server's answer (an ApiError carries its French `error`), and the refreshes that
 * follow a write. No editor code here: the list page imports this module too.
 */
import useSWR, { mutate } from 'swr'
import type {
  ApiBlogCategory,
  ApiBlogTag,
  BlogCategoriesResponse,
  BlogEditorsResponse,
  BlogPostInput,
  BlogPostResponse,
  BlogPostsResponse,
  BlogPostStatus,
  BlogTagsResponse,
  CategoryInput,
  TagInput,
} from '@/contract/blog'
import { apiFetch, type ApiError } from '@/web/src/lib/api-client'

export const BLOG_API = {
  posts: '/api/blog/posts',
  post: (id: number) => `/api/blog/posts/${id}`,
  postById: (id: number) => `/api/blog/posts/id/${id}`,
  categories: '/api/blog/categories',
  category: (id: number) => `/api/blog/categories/${id}`,
  tags: '/api/blog/tags',
  tag: (id: number) => `/api/blog/tags/${id}`,
  editors: '/api/blog/editors',
} as const

/** Articles per page of /admin/blog (the list grows every week). */
export const ADMIN_POSTS_PAGE_SIZE = 20

export interface AdminPostsQuery {
  status: BlogPostStatus | 'all'
  /** Issue 37: one language's articles, or both. */
  language: Locale | 'all'
  q: string
  page: number
}

const postsKey = ({ status, language, q, page }: AdminPostsQuery) => {
  const search = new URLSearchParams({ page: String(page), limit: String(ADMIN_POSTS_PAGE_SIZE) })
  if (status !== 'all') search.set('status', status)
  if (language !== 'all') search.set('language', language)
  if (q) search.set('q', q)
  return `${BLOG_API.posts}?${search.toString()}`
}

/** GET /api/blog/posts (cookies: the back-office sees every status). */
export const useAdminPosts = (query: AdminPostsQuery) => useSWR<BlogPostsResponse, ApiError>(postsKey(query), { keepPreviousData: true })

/** The article total of the header: the first page of the unfiltered list, one article long. */
export const usePostTotal = () => useSWR<BlogPostsResponse, ApiError>(`${BLOG_API.posts}?page=1&limit=1`)

export const useBlogCategories = () => useSWR<BlogCategoriesResponse, ApiError>(BLOG_API.categories)
/** Who may sign an article (the editor's author select). */
export const useBlogEditors = () => useSWR<BlogEditorsResponse, ApiError>(BLOG_API.editors, { revalidateOnFocus: false })
/** `enabled` false: not read (the Catégories tab has no use for the tags). */
export const useBlogTags = (enabled = true) => useSWR<BlogTagsResponse, ApiError>(enabled ? BLOG_API.tags : null)

/** GET /api/blog/posts/id/{id} (cookies): the post with its HTML, whatever its status. Read once: the form owns it after. */
export const useAdminPost = (id: number | null) =>
  useSWR<BlogPostResponse, ApiError>(id ? BLOG_API.postById(id) : null, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: (error: ApiError) => error.status !== 404,
  })

// --- Writes

export const createPost = (body: BlogPostInput) => apiFetch<BlogPostResponse>(BLOG_API.posts, { method: 'POST', body })
export const updatePost = (id: number, body: BlogPostInput) => apiFetch<BlogPostResponse>(BLOG_API.post(id), { method: 'PUT', body })
export const deletePost = (id: number) => apiFetch<unknown>(BLOG_API.post(id), { method: 'DELETE' })

export const createCategory = (body: CategoryInput) =>
  apiFetch<{ success: true; category: ApiBlogCategory }>(BLOG_API.categories, { method: 'POST', body })
export const updateCategory = (id: number, body: CategoryInput) =>
  apiFetch<{ success: true; category: ApiBlogCategory }>(BLOG_API.category(id), { method: 'PUT', body })
export const deleteCategory = (id: number) => apiFetch<unknown>(BLOG_API.category(id), { method: 'DELETE' })

export const createTag = (body: TagInput) => apiFetch<{ success: true; tag: ApiBlogTag }>(BLOG_API.tags, { method: 'POST', body })
export const updateTag = (id: number, body: TagInput) =>
  apiFetch<{ success: true; tag: ApiBlogTag }>(BLOG_API.tag(id), { method: 'PUT', body })
export const deleteTag = (id: number) => apiFetch<unknown>(BLOG_API.tag(id), { method: 'DELETE' })

// --- Refreshes after a write

const startsWith = (prefix: string) => (key: unknown) => typeof key === 'string' && key.startsWith(prefix)

/** Every page and filter of the article list, the header's total and the categories' post counts. */
export const refreshPosts = () => Promise.all([mutate(startsWith(`${BLOG_API.posts}?`)), mutate(BLOG_API.categories)])

export const refreshCategories = () => Promise.all([mutate(BLOG_API.categories), mutate(startsWith(`${BLOG_API.posts}?`))])
/** A renamed or recoloured tag or category also shows on the article cards. */
export const refreshTags = () => Promise.all([mutate(BLOG_API.tags), mutate(startsWith(`${BLOG_API.posts}?`))])
