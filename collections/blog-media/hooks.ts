/**
 * Rules every upload of the library obeys, from POST /api/blog/media and from /cms alike:
 * the file is checked from its bytes before Payload resizes or stores anything, and stored
 * under a unique public name.
 */
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeOperationHook,
} from 'payload'
import { BLOG_MEDIA_ERRORS } from '@/contract/blog-media'
import { checkBlogImage, publicImageName, rerenderBodiesShowing } from '@/cms/features/blog'
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
 * The bodies that showed it are rendered again once it is gone (`refreshBodiesAfterDelete`).
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

/** A changed alt text or file reaches the bodies that show the image, in the same transaction. */
export const refreshBodiesAfterChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'update') await rerenderBodiesShowing(doc.id as number, req)
  return doc
}

/** A removed image leaves the bodies that showed it (rendered again without it). */
export const refreshBodiesAfterDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
  await rerenderBodiesShowing(Number(id), req)
}
