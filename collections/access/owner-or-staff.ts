import type { Access } from 'payload'
import { contractClientId, isStaff } from './roles'

/** The document belongs to the client (its `user` field), or the caller is staff. */
export const ownerOrStaff: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  const clientId = contractClientId(req)
  return clientId === null ? false : { user: { equals: clientId } }
}
