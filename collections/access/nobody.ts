import type { Access } from 'payload'

/** System-only collections: reachable through explicit `overrideAccess` calls only. */
export const nobody: Access = () => false
