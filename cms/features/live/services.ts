/**
 * The live capability's services for one Payload instance, made once at boot (cms/app-services.ts)
 * and reached as `servicesOf(payload).live` (cms/infra/services.ts).
 */
import type { Payload } from 'payload'
import type { ChangeFeed } from '@/cms/infra/db/change-feed'
import { createLiveHub, type LiveHub } from './hub'

export interface LiveServices {
  /** This instance's open streams and the one subscription that feeds them (./hub.ts). */
  hub: LiveHub
}

declare module '@/cms/infra/services' {
  interface AppServices {
    live: LiveServices
  }
}

export function createLiveServices(payload: Payload, changes?: ChangeFeed): LiveServices {
  return { hub: createLiveHub(payload, changes) }
}
