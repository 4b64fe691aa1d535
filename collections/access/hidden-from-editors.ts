import type { PayloadRequest } from 'payload'
import { isStaff } from './roles'

/** `admin.hidden` of staff-only collections: an `editor` sees only the blog in /cms. */
export const hiddenFromEditors = ({ user }: { user: PayloadRequest['user'] }): boolean => !isStaff(user)
