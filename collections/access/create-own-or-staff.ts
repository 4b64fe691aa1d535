import type { Access } from 'payload'
import { isClient, isStaff } from './roles'

/** Staff, or a client creating a document that belongs to itself (`data.user`). */
export const createOwnOrStaff: Access = ({ req: { user }, data }) => {
  if (isStaff(user)) return true
  if (!user || !isClient(user)) return false
  const owner = typeof data?.user === 'object' && data.user !== null ? data.user.id : data?.user
  return owner === user.id
}
