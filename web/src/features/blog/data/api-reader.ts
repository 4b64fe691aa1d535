/** The blog's public reads through /api, for pages the browser app renders itself (an in-app link). */
import type { BlogCategoriesResponse, BlogPostMovedResponse, BlogPostResponse, BlogPostsResponse, BlogReader } from '@/contract/blog'
import type { BlogAuthorResponse } from '@/contract/blog-authors'
import { ApiError, apiFetch } from '@/web/src/lib/api-client'

export const apiBlogReader: BlogReader = {
  async listPublished({ q, category, tag, page, limit }) {
    const search = new URLSearchParams({ status: 'published', page: String(page), limit: String(limit) })
    if (q) search.set('q', q)
    if (category) search.set('category', category)
    if (tag) search.set('tag', tag)
    const { posts, page: current, totalPages, total } = await apiFetch<BlogPostsResponse>(`/api/blog/posts?${search}`)
    return { posts, page: current, totalPages, total }
  },

  async publishedBySlug(slug) {
    try {
      return (await apiFetch<BlogPostResponse>(`/api/blog/posts/${encodeURIComponent(slug)}`)).post
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    }
  },

  async categories() {
    return (await apiFetch<BlogCategoriesResponse>('/api/blog/categories')).categories
  },

  // The article's own 404 says where an old address leads (asked again: in-app links to old addresses are rare).
  async redirectFor(slug) {
    try {
      await apiFetch<BlogPostResponse>(`/api/blog/posts/${encodeURIComponent(slug)}`)
      return null
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return (error.data as Partial<BlogPostMovedResponse> | undefined)?.redirectTo ?? null
      throw error
    }
  },

  async authorPage(slug, page) {
    try {
      const { author, posts, total, totalPages } = await apiFetch<BlogAuthorResponse>(
        `/api/blog/authors/${encodeURIComponent(slug)}?page=${page}`,
      )
      return { author, posts, page, total, totalPages }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    }
  },
}
