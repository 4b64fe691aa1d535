import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'

/**
 * One row per open live stream (issue 35 item 3), so the number of streams a session holds is
 * bounded across every instance. Renewed with each heartbeat; a lease past `expiresAt` belongs
 * to a stream whose instance died and no longer counts.
 */
export const LiveStreamLeases: CollectionConfig = {
  slug: 'live-stream-leases',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    // A hash of the session (never the token itself).
    { name: 'sessionKey', type: 'text', required: true, maxLength: 64, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  timestamps: false,
}
