import type { Access } from 'payload'
import { contractClientId, isStaff } from './roles'

/** A client's own account, or staff. */
export const selfOrStaff: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  const clientId = contractClientId(req)
  return clientId === null ? false : { id: { equals: clientId } }
}
