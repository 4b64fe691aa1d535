/** The blog's public reads through /api, for pages the browser app renders itself (an in-app link). */
import type { BlogCategoriesResponse, BlogPostMovedResponse, BlogPostResponse, BlogPostsResponse, BlogReader } from '@/contract/blog'
import type { BlogAuthorResponse } from '@/contract/blog-authors'
import type { Locale } from '@/contract/i18n/locales'
import { ApiError, apiFetch } from '@/web/src/lib/api-client'

/** `?language=…` when the read is for one language (issue 37). */
const languageParam = (language: Locale | undefined) => (language ? `?language=${language}` : '')

export const apiBlogReader: BlogReader = {
  async listPublished({ q, category, tag, page, limit, language }) {
    const search = new URLSearchParams({ status: 'published', page: String(page), limit: String(limit), language })
    if (q) search.set('q', q)
    if (category) search.set('category', category)
    if (tag) search.set('tag', tag)
    const { posts, page: current, totalPages, total } = await apiFetch<BlogPostsResponse>(`/api/blog/posts?${search}`)
    return { posts, page: current, totalPages, total }
  },

  async publishedBySlug(slug, language) {
    try {
      return (await apiFetch<BlogPostResponse>(`/api/blog/posts/${encodeURIComponent(slug)}${languageParam(language)}`)).post
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    }
  },

  async categories(language) {
    return (await apiFetch<BlogCategoriesResponse>(`/api/blog/categories${languageParam(language)}`)).categories
  },

  // The article's own 404 says where an old address leads (asked again: in-app links to old addresses are rare).
  async redirectFor(slug, language) {
    try {
      await apiFetch<BlogPostResponse>(`/api/blog/posts/${encodeURIComponent(slug)}${languageParam(language)}`)
      return null
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return (error.data as Partial<BlogPostMovedResponse> | undefined)?.redirectTo ?? null
      throw error
    }
  },

  async authorPage(slug, page, language = 'fr') {
    try {
      const { author, posts, total, totalPages, languages } = await apiFetch<BlogAuthorResponse>(
        `/api/blog/authors/${encodeURIComponent(slug)}?page=${page}&language=${language}`,
      )
      return { author, posts, page, total, totalPages, languages }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    }
  },
}
