/**
 * Rules every editor obeys, /api (back-office) and /cms alike, because they run in the
 * collection: the derived HTML and text, the publication date, the author.
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { readBodyImages, renderBlogContent, translationProblem } from '@/cms/features/blog'
import { announceIfDue } from '@/cms/features/newsletter'
import { postLanguage, TRANSLATION_MESSAGES } from '@/contract/blog'
import { BLOG_MEDIA_WIDTHS, blogMediaFilename, blogMediaUrl } from '@/contract/blog-media'
import { isLocale } from '@/contract/i18n/locales'

/** Issue 37: an article whose language is left empty (/cms's select cleared) is French, and stored so. */
export const frenchUnlessSaid: CollectionBeforeChangeHook = ({ data, operation }) => {
  if ((operation === 'create' || 'language' in data) && !isLocale(data.language)) data.language = 'fr'
  return data
}

/**
 * `translationOf`'s validation, for /cms as for the back-office's API (which says the same
 * before writing, contract/blog.ts TRANSLATION_MESSAGES): another article, in the other
 * language, that no other article already names.
 */
export async function validTranslation(
  value: unknown,
  { data, id, req }: { data?: { language?: unknown }; id?: number | string; req: PayloadRequest },
): Promise<true | string> {
  const target = relationId(value)
  if (target === null) return true
  const problem = await translationProblem(req.payload, {
    id: typeof id === 'number' ? id : undefined,
    language: postLanguage(isLocale(data?.language) ? data.language : null),
    translationOf: target,
  })
  return problem ? TRANSLATION_MESSAGES[problem] : true
}

/** `contentHtml` (sanitised) and `contentText` follow `content` on every save, with the body's library images. */
export const deriveContent: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const content = data.content ?? originalDoc?.content
  const { html, text } = renderBlogContent(content, await readBodyImages(req.payload, content, req))
  data.contentHtml = html
  data.contentText = text
  return data
}

/**
 * Spec 2 §4: publishing with no publication date sets it to the current time. A published
 * post saved again without a date keeps the one it had (an edit is not a new publication).
 */
export const datePublication: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  if (status === 'published' && !data.publishedAt) data.publishedAt = originalDoc?.publishedAt || new Date().toISOString()
  return data
}

/**
 * An editor creating a post in /cms is its author. The back-office key acts as a staff
 * principal with id 0 (cms/infra/http/route.ts), which is no editor: its posts have no author.
 */
export const stampAuthor: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  const user = req.user
  if (operation === 'create' && !data.author && user?.collection === 'editors' && typeof user.id === 'number' && user.id > 0) {
    data.author = user.id
  }
  return data
}

const relationId = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : typeof value === 'object' ? (value as { id: number }).id : Number(value)

/**
 * The cover is one picture with two handles (issue 36): `featuredImage` (a library image, chosen
 * in /cms) and `featuredImageUrl` (the spec's field, typed or filled by the back-office's picker).
 * Whichever changed leads: a library image chosen gives its public address; a library address
 * typed finds its image; any other address (another site's picture) has no library image.
 */
export const syncFeaturedImage: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const chosen = 'featuredImage' in data ? relationId(data.featuredImage) : undefined
  const chosenChanged = chosen !== undefined && chosen !== relationId(originalDoc?.featuredImage)
  const typedUrl: string | null | undefined = 'featuredImageUrl' in data ? data.featuredImageUrl || null : undefined
  const urlChanged = typedUrl !== undefined && typedUrl !== (originalDoc?.featuredImageUrl || null)
  const serverURL = req.payload.config.serverURL
  if (chosenChanged && !(urlChanged && chosen === null)) {
    if (chosen === null) {
      // The library image was removed: its address goes with it (an outside address stays).
      if (blogMediaFilename(originalDoc?.featuredImageUrl ?? '', serverURL)) data.featuredImageUrl = null
      return data
    }
    const media = await req.payload.findByID({
      collection: 'blog-media',
      id: chosen,
      depth: 0,
      req,
      overrideAccess: false,
      disableErrors: true,
    })
    data.featuredImageUrl = media?.filename ? blogMediaUrl(media.filename) : null
    if (!media) data.featuredImage = null
    return data
  }
  if (!urlChanged) return data
  const filename = typedUrl ? blogMediaFilename(typedUrl, serverURL) : null
  if (!filename) {
    data.featuredImage = null
    return data
  }
  // Any stored size's address leads to its image; the cover then keeps the original's address.
  const sizeNames = BLOG_MEDIA_WIDTHS.flatMap((width) => [`w${width}`, `w${width}Webp`])
  const found = await req.payload.find({
    collection: 'blog-media',
    where: { or: [{ filename: { equals: filename } }, ...sizeNames.map((size) => ({ [`sizes.${size}.filename`]: { equals: filename } }))] },
    limit: 1,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: false,
  })
  const media = found.docs[0]
  data.featuredImage = media?.id ?? null
  if (media?.filename) data.featuredImageUrl = blogMediaUrl(media.filename)
  return data
}

/**
 * A save that makes the article public queues its newsletter email, in the save's transaction, once
 * ever (cms/features/newsletter/article-sending.ts decides: fresh, public, not yet announced). A
 * scheduled article is announced by the jobs runner when its time comes.
 */
export const announceToNewsletter: CollectionAfterChangeHook = async ({ doc, req }) => {
  const publishedAt = doc.publishedAt ? new Date(doc.publishedAt as string) : null
  if (doc.status === 'published' && !doc.newsletterQueuedAt && publishedAt && publishedAt <= new Date()) {
    await announceIfDue(req.payload, req, doc.id as number)
  }
  return doc
}
