/**
 * What the server-rendered blog pages read in the server's process (contract/blog.ts
 * `BlogReader`): the same SQL reads and answers as GET /api/blog/…, for the public, through the
 * public read cache (public-read-cache.ts; one of the blog's services, services.ts).
 */
import type { Payload } from 'payload'
import { BLOG_PAGE_SIZE, blogPostPathIn, type BlogPostStatus, type BlogReader, type PublicPostsQuery } from '@/contract/blog'
import type { Locale } from '@/contract/i18n/locales'
import { servicesOf } from '@/cms/infra/services'
import { articleShareCardPath } from '@/contract/share-cards'
import { readPost, readPostPage, type PostShaping } from './post-reads'
import { readRelatedPosts } from './related-posts'
import { readPublicAuthorPage } from './authors/author-reads'
import { cardVersion } from './share-cards/card-content'
import { articleCardContent, readCoverFile } from './share-cards/article-card'
import { readCategories } from './taxonomy-reads'
import { publicLanguageOfSlug, resolveBlogRedirect } from './redirects/redirect-reads'
import { slugOfBlogPath } from './redirects/blog-paths'

export function createBlogReader(payload: Payload, shaping: PostShaping): BlogReader {
  return {
    listPublished: (query) => readPublicPostPage(payload, query, shaping),
    publishedBySlug: (slug, language) => readPublishedPost(payload, slug, shaping, language),
    categories: (language) => readPublicCategories(payload, language),
    redirectFor: (slug, language) => readBlogRedirect(payload, slug, language),
    authorPage: (slug, page, language = 'fr') => readPublicAuthorPage(payload, slug, { page, limit: BLOG_PAGE_SIZE, language }, shaping),
  }
}

/** A page of published and due posts of one language, as everyone sees it (the key holds the language). */
export function readPublicPostPage(payload: Payload, query: PublicPostsQuery & { status?: BlogPostStatus }, shaping: PostShaping) {
  const { status, q, category, tag, page, limit, language } = query
  const key = JSON.stringify({ status, q, category, tag, page, limit, language })
  return servicesOf(payload).blog.publicReads.read(`list:${key}`, () => readPostPage(payload, 'public', query, shaping))
}

/** The categories with their counts of public posts in `language`. */
export function readPublicCategories(payload: Payload, language: Locale) {
  return servicesOf(payload).blog.publicReads.read(`categories:${language}`, () => readCategories(payload, 'public', undefined, language))
}

/**
 * A public article as kept by the public read cache, its view not counted: with its related
 * articles and its share card (what it draws, and its address), read once for every reader.
 */
export function cachedPublicPost(payload: Payload, slug: string, shaping: PostShaping) {
  const { publicReads, viewCounter: views } = servicesOf(payload).blog
  return publicReads.read(`post:${slug}`, async () => {
    const post = await readPost(payload, { slug }, 'public', shaping)
    if (!post) return null
    const [related, coverFile] = await Promise.all([readRelatedPosts(payload, post, shaping), readCoverFile(payload, post.id)])
    const card = articleCardContent(post, coverFile, shaping.siteName)
    return {
      post: { ...post, related, shareCardUrl: articleShareCardPath(post.slug, cardVersion(card)) },
      card,
      flushedAtRead: views.flushed(post.id),
    }
  })
}

/**
 * A public article, its view counted (and shown, though not written yet); in `language` only,
 * when given (an article asked for in the other language is no view: its page answers 301 or 404).
 */
export async function readPublishedPost(payload: Payload, slug: string, shaping: PostShaping, language?: Locale) {
  const views = servicesOf(payload).blog.viewCounter
  const cached = await cachedPublicPost(payload, slug, shaping)
  if (!cached || (language && cached.post.language !== language)) return null
  const { post, flushedAtRead } = cached
  views.count(post.id)
  // The stored count when it was read, plus the views written or counted here since.
  return { ...post, viewCount: post.viewCount + views.flushed(post.id) - flushedAtRead + views.pending(post.id) }
}

/**
 * Where an address that is no public article (in `language`) leads, kept with the public reads
 * (emptied by any blog or redirect write): a path of this site as it is (`/ar/…` for an Arabic
 * page), or another site's address. Issue 37: a slug names one article over both languages, so
 * asked in French, an Arabic article's slug (or an old address of one) leads to its Arabic
 * address; asked in Arabic, a French article's leads nowhere (a 404: the Arabic blog shows no
 * French article). Without `language` (the API called as before issue 37), as before.
 */
export function readBlogRedirect(payload: Payload, slug: string, language?: Locale) {
  return servicesOf(payload).blog.publicReads.read(`redirect:${language ?? 'any'}:${slug}`, async () => {
    if (!language) return resolveBlogRedirect(payload, slug)
    const own = await publicLanguageOfSlug(payload, slug)
    if (own) return own === language || language === 'ar' ? null : blogPostPathIn(own, slug)
    const target = await resolveBlogRedirect(payload, slug)
    const targetSlug = target === null ? null : slugOfBlogPath(target)
    // Elsewhere on the site or another site: where the editor sent it, as written.
    if (targetSlug === null) return target
    const targetLanguage = (await publicLanguageOfSlug(payload, targetSlug)) ?? 'fr'
    return language === 'ar' && targetLanguage === 'fr' ? null : blogPostPathIn(targetLanguage, targetSlug)
  })
}
