import type { Access } from 'payload'
import { contractClientId, isStaff } from './roles'

/** Staff, or a client creating a document that belongs to itself (`data.user`). */
export const createOwnOrStaff: Access = ({ req, data }) => {
  if (isStaff(req.user)) return true
  const clientId = contractClientId(req)
  if (clientId === null) return false
  const owner = typeof data?.user === 'object' && data.user !== null ? data.user.id : data?.user
  return owner === clientId
}
