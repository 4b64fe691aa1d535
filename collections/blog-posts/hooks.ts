/**
 * Rules every editor obeys, /api (back-office) and /cms alike, because they run in the
 * collection: the derived HTML and text, the publication date, the author.
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { renderBlogContent } from '@/cms/features/blog'
import { announceIfDue } from '@/cms/features/newsletter'

/** `contentHtml` (sanitised) and `contentText` follow `content` on every save. */
export const deriveContent: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const content = data.content ?? originalDoc?.content
  const { html, text } = renderBlogContent(content)
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
