import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'
import { timestampFields } from '../fields/timestamps'

/**
 * What the live streams push (issue 35 item 3), kept a short while so a stream that reconnects
 * with `Last-Event-ID` gets what it missed, whichever instance it reaches. Written in the
 * transaction of the change it tells (and announced on the change feed at commit); read by the
 * events route only; purged by the housekeeping.
 */
export const LiveEvents: CollectionConfig = {
  slug: 'live-events',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'type', type: 'text', required: true, maxLength: 60 },
    // The client it concerns (its streams receive it); empty for the team's own events.
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    // Staff only (a new contact, a new order's internal details): never sent to the client.
    { name: 'staffOnly', type: 'checkbox', defaultValue: false },
    // Identifiers only (a message's id, a thread's id), never content.
    { name: 'data', type: 'json' },
    // createdAt: the housekeeping purges by it; updatedAt is never queried.
    ...timestampFields({ createdAt: true, updatedAt: false }),
  ],
  timestamps: true,
}
