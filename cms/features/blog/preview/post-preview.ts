/**
 * An article's preview (issue 36 item 6), `/blog/apercu/{id}`: any status, exactly as its page
 * will look, for staff only (the back-office's key session, or a /cms editor of either role).
 * Read as the back-office reads it: no view counted, never through the public cache.
 */
import type { Request } from 'express'
import type { Payload } from 'payload'
import type { BlogReader } from '@/contract/blog'
import { accountSessions, findEditorSession } from '@/cms/features/accounts'
import { readPost, type PostShaping } from '../post-reads'

export type PostPreview = NonNullable<BlogReader['previewById']>

/** Whether the request comes from staff: the back-office's session first (one lookup), else an editor's. */
async function fromStaff(payload: Payload, req: Request): Promise<boolean> {
  return Boolean((await accountSessions.staff(payload, req)) ?? (await findEditorSession(payload, req)))
}

/** For the page server (cms/infra/http/web-app.ts): the preview's read when the request is staff's, else null. */
export function createPostPreview(payload: Payload, shaping: PostShaping) {
  const preview: PostPreview = (id) => readPost(payload, { id }, 'back-office', shaping)
  return async (req: Request): Promise<PostPreview | null> => ((await fromStaff(payload, req)) ? preview : null)
}
