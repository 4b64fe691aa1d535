/** GET /api/blog/posts, /api/blog/posts/{slug}, /api/blog/posts/id/{id} (spec 2 §7). */
import { blogLanguageQuery, blogPostsQuery, SLUG_PATTERN } from '@/contract/blog'
import { recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { HttpError, notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { readBlogRedirect, readPublishedPost } from './blog-reader'
import { publicPostPageAnswer } from './public-answers'
import { readPost, readPostPage } from './post-reads'

export const POST_NOT_FOUND = 'Article non trouvé'

/** The back-office sees every status (or the one asked); anyone else published and due posts only. */
export const listBlogPosts = defineHandler({
  query: blogPostsQuery,
  async run({ query, payload, admin, config }) {
    const shaping = { siteName: config.business.siteName }
    if (!admin) return publicPostPageAnswer(payload, query, shaping)
    return { success: true, ...(await readPostPage(payload, 'back-office', query, shaping)) }
  },
})

/**
 * A public article by its slug; counts one view. Anything not public answers as missing; an old
 * address (a renamed article, a redirect made in /cms) is the spec's 404 too, with `redirectTo`:
 * where its page sends readers with a 301 (BlogPostMovedResponse). With `language` (issue 37),
 * an article in the other language is missing too: asked in French, an Arabic one says its
 * Arabic address in `redirectTo`.
 */
export const getBlogPostBySlug = defineHandler({
  params: z.object({ slug: z.string() }),
  query: blogLanguageQuery,
  async run({ params, query, payload, config }) {
    if (!SLUG_PATTERN.test(params.slug)) throw notFound(POST_NOT_FOUND)
    const post = await readPublishedPost(payload, params.slug, { siteName: config.business.siteName }, query.language)
    if (post) return { success: true, post }
    const redirectTo = await readBlogRedirect(payload, params.slug, query.language)
    throw redirectTo ? new HttpError(404, POST_NOT_FOUND, { redirectTo }) : notFound(POST_NOT_FOUND)
  },
})

/** The editor's read: any status, no view counted. */
export const getBlogPostById = defineHandler({
  params: z.object({ id: recordId(POST_NOT_FOUND) }),
  async run({ params, payload, config }) {
    const post = await readPost(payload, { id: params.id }, 'back-office', { siteName: config.business.siteName })
    if (!post) throw notFound(POST_NOT_FOUND)
    return { success: true, post }
  },
})
