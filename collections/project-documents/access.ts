import type { Access, Where } from 'payload'
import { contractClientId, isStaff } from '../access/roles'

/**
 * A client sends a paper for one of its own projects: `user` is the client, the project is its own,
 * and the paper arrives from the client, waiting for review. Staff create any document.
 * (Clients reach this only through /api: cms/infra/http/cms-gate.ts keeps Payload's REST closed to them.)
 */
export const createOwnPaperOrStaff: Access = async ({ req, data }) => {
  if (isStaff(req.user)) return true
  const clientId = contractClientId(req)
  if (clientId === null || !data) return false
  const id = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)
  if (id(data.user) !== clientId || data.from !== 'client' || (data.status ?? 'submitted') !== 'submitted') return false
  // Read as the client: the projects' own rule (owner or staff) finds it only if it is the client's.
  const project = await req.payload.findByID({
    collection: 'projects',
    id: id(data.project) as number,
    depth: 0,
    req,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
  })
  return project !== null && id(project.user) === clientId
}

/** A client takes back its own paper while staff have not reviewed it; staff delete any document. */
export const deleteOwnPendingPaperOrStaff: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  const clientId = contractClientId(req)
  if (clientId === null) return false
  const own: Where[] = [{ user: { equals: clientId } }, { from: { equals: 'client' } }, { status: { equals: 'submitted' } }]
  return { and: own }
}
