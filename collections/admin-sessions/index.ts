import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'

/**
 * Back-office sessions opened with the administration key. Only a SHA-256 of the cookie
 * token is stored; rows die at logout or expiry. Kept in PostgreSQL so every instance
 * behind a load balancer sees them.
 */
export const AdminSessions: CollectionConfig = {
  slug: 'admin-sessions',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  timestamps: true,
}
