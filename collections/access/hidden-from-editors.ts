import type { ClientUser } from 'payload'
import { isStaff } from './roles'

/** `admin.hidden` of staff-only collections: an `editor` sees only the blog in /cms. */
export const hiddenFromEditors = ({ user }: { user: ClientUser | null }): boolean => !isStaff(user as Parameters<typeof isStaff>[0])
