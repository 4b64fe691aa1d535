/**
 * Deletes through Payload (its hooks run, an upload's stored file goes), one row after the other.
 * Payload's delete by `where` deletes its rows concurrently, and inside a transaction they share
 * one connection: pg warns of overlapping queries on a client (deprecated, an error in pg 9).
 */
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

export async function deleteEach(payload: Payload, collection: CollectionSlug, where: Where, req?: PayloadRequest): Promise<number> {
  // A system job: no caller, and these collections are staff-only or closed to everyone.
  // Access bypassed: the retention jobs (scheduled), acting for no caller.
  const system = { req, overrideAccess: true, depth: 0 } as const
  const { docs } = await payload.find({ collection, where, pagination: false, ...system })
  for (const doc of docs) await payload.delete({ collection, id: doc.id, ...system })
  return docs.length
}
