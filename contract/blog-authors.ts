/**
 * The blog's authors (issue 36 item 3): an editor with a slug has a public page,
 * /blog/auteur/{slug}, with their name, short bio, photo and published articles, read from
 * GET /api/blog/authors/{slug} (anonymous). Only authors with at least one published article
 * are shown: anyone else is « Auteur non trouvé ».
 */
import { type ApiBlogPostSummary, BLOG_PAGE_MAX, BLOG_PAGE_SIZE } from './blog'
import type { ApiBlogMedia } from './blog-media'
import { type PageInfo, pageQuery } from './ids'

export const AUTHOR_NOT_FOUND = 'Auteur non trouvé'
export const AUTHOR_LOAD_FAILED = 'Erreur lors du chargement de la page de l’auteur'

/** /blog/auteur/{slug}. */
export const authorPath = (slug: string) => `/blog/auteur/${slug}`

/** GET /api/blog/authors/{slug}?page=&limit= (the list's page size by default). */
export const blogAuthorQuery = pageQuery(BLOG_PAGE_SIZE, BLOG_PAGE_MAX)

export interface ApiBlogAuthor {
  firstName: string
  lastName: string
  slug: string
  bio: string | null
  photo: ApiBlogMedia | null
}

export interface BlogAuthorPage extends PageInfo {
  author: ApiBlogAuthor
  /** Their published articles, newest first. */
  posts: ApiBlogPostSummary[]
}

export interface BlogAuthorResponse extends BlogAuthorPage {
  success: true
}
