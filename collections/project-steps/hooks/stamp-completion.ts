import type { CollectionBeforeChangeHook } from 'payload'

/** A completed step carries its completion time; any other status clears it (spec 2 §4). */
export const stampCompletion: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  if (status === 'completed') return { ...data, completedAt: data.completedAt ?? originalDoc?.completedAt ?? new Date().toISOString() }
  if (data.status !== undefined) return { ...data, completedAt: null }
  return data
}
