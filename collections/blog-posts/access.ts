import type { Access, Where } from 'payload'
import { isEditor } from '../access/roles'

/** Editors (either role) read every post; anyone else a published one whose date has come (scheduled posts wait). */
export const publicPostsOrStaff: Access = ({ req: { user } }) => {
  if (isEditor(user)) return true
  const due: Where[] = [{ status: { equals: 'published' } }, { publishedAt: { less_than_equal: new Date().toISOString() } }]
  return { and: due }
}
