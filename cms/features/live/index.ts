/**
 * The live capability's public face (issue 35 item 3): writes publish live events in their
 * transaction (`publishLiveEvent`, mostly from the collections' hooks); GET /api/events streams
 * them to the clients and the back-office concerned.
 */
export {
  firstInRequest,
  LIVE_CHANGES,
  liveEventEffect,
  projectChangedEventInsert,
  projectOwner,
  publishLiveEvent,
  relationId,
  type LiveEventInput,
  type LiveRow,
} from './publish'
export { liveEvents } from './events-route'
export { createLiveServices, type LiveServices } from './services'
export { LIVE_EVENTS_KEPT_MS, purgeLiveLeftovers } from './housekeeping'
