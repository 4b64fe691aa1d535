/**
 * Old addresses of renamed articles (issue 36 item 5), kept by the articles' own hooks, so both
 * editors (/api and /cms) and any script obey them, in the save's transaction (`req`):
 *
 * - renaming a published article records `/blog/{old}` → the article itself (a reference, not
 *   its new address), or repoints the redirect already coming from there: every former slug then
 *   lands on the current one in one 301, however many renames followed;
 * - a published article holding a slug some redirect comes from removes that redirect: the live
 *   article wins (a draft does not: until it is published, the old address still leads somewhere).
 */
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import type { BlogPost } from '@/payload-types'
import { blogPostPath } from './blog-paths'

async function pointRedirectAt(req: PayloadRequest, from: string, postId: number) {
  const to = { type: 'reference' as const, reference: { relationTo: 'blog-posts' as const, value: postId } }
  const existing = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    pagination: false,
    req,
    // Access bypassed: the redirect follows from a save the articles' own access allowed (an editor, the back-office or a script).
    overrideAccess: true,
  })
  const [redirect] = existing.docs
  if (redirect) {
    // Access bypassed: as above, part of the article's save.
    await req.payload.update({ collection: 'redirects', id: redirect.id, data: { to }, depth: 0, req, overrideAccess: true })
  } else {
    // Access bypassed: as above, part of the article's save.
    await req.payload.create({ collection: 'redirects', data: { from, to }, depth: 0, req, overrideAccess: true })
  }
}

async function removeRedirectFrom(req: PayloadRequest, from: string) {
  await req.payload.delete({
    collection: 'redirects',
    where: { from: { equals: from } },
    depth: 0,
    req,
    // Access bypassed: the live article's save, which the articles' access allowed, takes its address back.
    overrideAccess: true,
  })
}

/** The articles' afterChange hook: see the module's comment. */
export const keepOldAddresses: CollectionAfterChangeHook<BlogPost> = async ({ doc, previousDoc, operation, req }) => {
  if (doc.status === 'published') await removeRedirectFrom(req, blogPostPath(doc.slug))
  const renamed = operation === 'update' && previousDoc?.slug && previousDoc.slug !== doc.slug
  if (renamed && previousDoc.status === 'published') await pointRedirectAt(req, blogPostPath(previousDoc.slug), doc.id)
  return doc
}
