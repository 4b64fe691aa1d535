import type { Access } from 'payload'
import { contractClientId, isStaff } from './roles'

/** Documents hanging off a project (steps): readable by the project's owner, or staff. */
export const projectOwnerOrStaff: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  const clientId = contractClientId(req)
  return clientId === null ? false : { 'project.user': { equals: clientId } }
}
