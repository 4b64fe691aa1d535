import type { CollectionConfig, Plugin } from 'payload'
import { staffOnly } from './staff-only'

/**
 * Payload's own defaults let any logged-in account read versions and lift lockouts. Every
 * collection that does not say otherwise gets staff only instead, so a collection added later,
 * or versions turned on one day, never open a door to clients or to `editor` accounts.
 */
export const staffDefaults: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection): CollectionConfig => ({
    ...collection,
    access: {
      readVersions: staffOnly,
      ...(collection.auth ? { unlock: staffOnly } : {}),
      ...collection.access,
    },
  })),
})
