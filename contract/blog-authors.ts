/**
 * The blog's authors (issue 36 item 3): an editor with a slug has a public page,
 * /blog/auteur/{slug} (and /ar/blog/auteur/{slug}, their Arabic articles), with their name, short
 * bio, photo and published articles, read from GET /api/blog/authors/{slug} (anonymous). Only
 * authors with at least one published article, in either language, are shown: anyone else is
 * « Auteur non trouvé ».
 */
import { type ApiBlogPostSummary, BLOG_PAGE_MAX, BLOG_PAGE_SIZE, LANGUAGE_INVALID } from './blog'
import type { ApiBlogMedia } from './blog-media'
import { LOCALES, type Locale } from './i18n/locales'
import { type PageInfo, pageQuery } from './ids'
import { z } from './zod'

export const AUTHOR_NOT_FOUND = 'Auteur non trouvé'

/** /blog/auteur/{slug}. */
export const authorPath = (slug: string) => `/blog/auteur/${slug}`

/**
 * GET /api/blog/authors/{slug}?page=&limit=&language= (the list's page size by default; their
 * French articles unless `language` says otherwise, issue 37).
 */
export const blogAuthorQuery = pageQuery(BLOG_PAGE_SIZE, BLOG_PAGE_MAX).extend({
  language: z.enum(LOCALES, { error: LANGUAGE_INVALID }).optional(),
})

export interface ApiBlogAuthor {
  firstName: string
  lastName: string
  slug: string
  bio: string | null
  photo: ApiBlogMedia | null
}

export interface BlogAuthorPage extends PageInfo {
  author: ApiBlogAuthor
  /** Their published articles in the language asked, newest first. */
  posts: ApiBlogPostSummary[]
  /** The languages they have published articles in (issue 37): their page's other language is worth a link when listed. */
  languages: Locale[]
}

export interface BlogAuthorResponse extends BlogAuthorPage {
  success: true
}
