import { APIError, type CollectionBeforeDeleteHook } from 'payload'
import { categoryInUseMessage } from '@/cms/features/blog'

/** A category still holding posts is never deleted, from /api or /cms: its posts would lose it silently. */
export const refuseCategoryInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // Access bypassed: every post counts, drafts included, whoever's rules apply.
  const { totalDocs } = await req.payload.count({
    collection: 'blog-posts',
    where: { category: { equals: id } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) throw new APIError(categoryInUseMessage(totalDocs), 409, undefined, true)
}
