/**
 * What the server-rendered blog pages read in the server's process (contract/blog.ts
 * `BlogReader`): the same SQL reads and answers as GET /api/blog/…, for the public, through the
 * public read cache (public-read-cache.ts; one of the blog's services, services.ts).
 */
import type { Payload } from 'payload'
import { BLOG_PAGE_SIZE, type BlogPostsQuery, type BlogReader } from '@/contract/blog'
import { servicesOf } from '@/cms/infra/services'
import { articleShareCardPath } from '@/contract/share-cards'
import { readPost, readPostPage, type PostShaping } from './post-reads'
import { readRelatedPosts } from './related-posts'
import { readPublicAuthorPage } from './authors/author-reads'
import { cardVersion } from './share-cards/card-content'
import { articleCardContent, readCoverFile } from './share-cards/article-card'
import { readCategories } from './taxonomy-reads'
import { resolveBlogRedirect } from './redirects/redirect-reads'

export function createBlogReader(payload: Payload, shaping: PostShaping): BlogReader {
  return {
    listPublished: (query) => readPublicPostPage(payload, query, shaping),
    publishedBySlug: (slug) => readPublishedPost(payload, slug, shaping),
    categories: () => readPublicCategories(payload),
    redirectFor: (slug) => readBlogRedirect(payload, slug),
    authorPage: (slug, page) => readPublicAuthorPage(payload, slug, { page, limit: BLOG_PAGE_SIZE }, shaping),
  }
}

/** A page of published and due posts, as everyone sees it. */
export function readPublicPostPage(payload: Payload, query: Omit<BlogPostsQuery, 'status'>, shaping: PostShaping) {
  return servicesOf(payload).blog.publicReads.read(`list:${JSON.stringify(query)}`, () => readPostPage(payload, 'public', query, shaping))
}

export function readPublicCategories(payload: Payload) {
  return servicesOf(payload).blog.publicReads.read('categories', () => readCategories(payload, 'public'))
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

/** A public article, its view counted (and shown, though not written yet). */
export async function readPublishedPost(payload: Payload, slug: string, shaping: PostShaping) {
  const views = servicesOf(payload).blog.viewCounter
  const cached = await cachedPublicPost(payload, slug, shaping)
  if (!cached) return null
  const { post, flushedAtRead } = cached
  views.count(post.id)
  // The stored count when it was read, plus the views written or counted here since.
  return { ...post, viewCount: post.viewCount + views.flushed(post.id) - flushedAtRead + views.pending(post.id) }
}

/** Where an address that is no public article leads, kept with the public reads (emptied by any blog or redirect write). */
export function readBlogRedirect(payload: Payload, slug: string) {
  return servicesOf(payload).blog.publicReads.read(`redirect:${slug}`, () => resolveBlogRedirect(payload, slug))
}
