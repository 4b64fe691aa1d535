/** GET /api/blog/posts, /api/blog/posts/{slug}, /api/blog/posts/id/{id} (spec 2 §7). */
import { blogPostsQuery, SLUG_PATTERN } from '@/contract/blog'
import { recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { readPublishedPost } from './blog-reader'
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

/** A public article by its slug; counts one view. Anything not public answers as missing. */
export const getBlogPostBySlug = defineHandler({
  params: z.object({ slug: z.string() }),
  async run({ params, payload, config }) {
    const post = SLUG_PATTERN.test(params.slug)
      ? await readPublishedPost(payload, params.slug, { siteName: config.business.siteName })
      : null
    if (!post) throw notFound(POST_NOT_FOUND)
    return { success: true, post }
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
