/**
 * Rules every upload of the library obeys, from POST /api/blog/media and from /cms alike:
 * the file is checked from its bytes before Payload resizes or stores anything, and stored
 * under a unique public name.
 */
import { APIError, type CollectionBeforeDeleteHook, type CollectionBeforeOperationHook } from 'payload'
import { BLOG_MEDIA_ERRORS } from '@/contract/blog-media'
import { checkBlogImage, publicImageName } from '@/cms/features/blog'
import { isEditor } from '../access/roles'

/**
 * Runs before Payload reads the file (its sizes, its type), so a refused file leaves no row and
 * no file. The type the bytes show replaces the one the browser declared.
 */
export const checkImageBytes: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  // Payload checks access after this hook: a caller who may not write is left to it (401/403),
  // and its bytes are never decoded.
  if (!(args as { overrideAccess?: boolean }).overrideAccess && !isEditor(req.user)) return args
  const file = req.file
  if (!file) {
    if (operation === 'create') throw new APIError(BLOG_MEDIA_ERRORS.fileRequired, 400, null, true)
    return args
  }
  const check = await checkBlogImage(file.data)
  if (!check.ok) throw new APIError(check.message, check.status, null, true)
  file.mimetype = check.mimeType
  file.name = publicImageName(file.name, check.mimeType)
  file.size = file.data.length
  return args
}

/**
 * An image removed from the library takes its address off the covers that showed it (the
 * relation itself is cleared by its foreign key): a cover answering 404 is worse than none.
 * Body images keep their HTML until their article is saved again (docs/decisions/018).
 */
export const releaseCovers: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.update({
    collection: 'blog-posts',
    where: { featuredImage: { equals: id } },
    data: { featuredImage: null, featuredImageUrl: null },
    depth: 0,
    req,
    overrideAccess: false,
  })
}
