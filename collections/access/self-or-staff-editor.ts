import type { Access } from 'payload'
import { isEditor, isStaff } from './roles'

/** Editors' accounts: staff manage all of them; an `editor` reads and updates its own only. */
export const selfOrStaffEditor: Access = ({ req: { user } }) => {
  if (isStaff(user)) return true
  return isEditor(user) && user ? { id: { equals: user.id } } : false
}
