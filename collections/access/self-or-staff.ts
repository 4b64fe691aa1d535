import type { Access } from 'payload'
import { isClient, isStaff } from './roles'

/** A client's own account, or staff. */
export const selfOrStaff: Access = ({ req: { user } }) =>
  isStaff(user) ? true : user && isClient(user) ? { id: { equals: user.id } } : false
