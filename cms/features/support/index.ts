/** The support desk's handling of contact messages and service requests: status, note, replies and their history. */
export { type HandledItem, handlingRoute } from './handling'
export { replyRoute } from './reply'
export { repliesFor } from './reply-reads'
