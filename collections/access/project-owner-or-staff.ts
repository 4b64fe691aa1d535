import type { Access } from 'payload'
import { isClient, isStaff } from './roles'

/** Documents hanging off a project (steps): readable by the project's owner, or staff. */
export const projectOwnerOrStaff: Access = ({ req: { user } }) =>
  isStaff(user) ? true : user && isClient(user) ? { 'project.user': { equals: user.id } } : false
