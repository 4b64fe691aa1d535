/**
 * The overview's services for one Payload instance, made once at boot (cms/app-services.ts) and
 * reached as `servicesOf(payload).overview` (cms/infra/services.ts).
 */
import type { Payload } from 'payload'
import type { AppConfig } from '@/cms/infra/config/env'
import type { ChangeFeed } from '@/cms/infra/db/change-feed'
import { createReadCache, type ReadCache } from '@/cms/infra/lib/read-cache'

/** The change feed's topic for the counters: any write answered on any instance (admin/staff-counters.ts). */
export const COUNTERS_CHANGES = 'counters'

export interface OverviewServices {
  /** The back-office's counters over whole tables (admin/staff-counters.ts). */
  staffCounters: ReadCache
}

declare module '@/cms/infra/services' {
  interface AppServices {
    overview: OverviewServices
  }
}

/** `countersCacheMs`: COUNTERS_CACHE_SECONDS (5 by default; 0 turns the cache off: every read counts). */
export function createOverviewServices(
  _payload: Payload,
  config: Pick<AppConfig, 'countersCacheMs'>,
  changes?: ChangeFeed,
): OverviewServices {
  const staffCounters = createReadCache({ ttlMs: config.countersCacheMs })
  changes?.on(COUNTERS_CHANGES, () => staffCounters.clear())
  return { staffCounters }
}
