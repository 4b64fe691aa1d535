import type { Access } from 'payload'
import { isClient, isStaff } from './roles'

/** The document belongs to the client (its `user` field), or the caller is staff. */
export const ownerOrStaff: Access = ({ req: { user } }) =>
  isStaff(user) ? true : user && isClient(user) ? { user: { equals: user.id } } : false
