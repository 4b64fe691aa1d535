/** GET /api/blog/authors/{slug} (issue 36 item 3): an author's public page, for anyone. */
import { SLUG_PATTERN } from '@/contract/blog'
import { AUTHOR_NOT_FOUND, blogAuthorQuery } from '@/contract/blog-authors'
import { z } from '@/contract/zod'
import { notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { readPublicAuthorPage } from './author-reads'

export const getBlogAuthor = defineHandler({
  params: z.object({ slug: z.string() }),
  query: blogAuthorQuery,
  async run({ params, query, payload, config }) {
    const page =
      SLUG_PATTERN.test(params.slug) && params.slug.length <= 120
        ? await readPublicAuthorPage(payload, params.slug, query, { siteName: config.business.siteName })
        : null
    if (!page) throw notFound(AUTHOR_NOT_FOUND)
    return { success: true, ...page }
  },
})
