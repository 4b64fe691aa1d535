/**
 * GET /api/admin/queue (issue 35 item 4): the back-office's « À traiter ». The home's section and
 * the navigation's badges read this one swr key, so one answer serves both, and the staff's live
 * events (LiveUpdates) refresh both by revalidating it.
 */
import useSWR from 'swr'
import { ADMIN_QUEUE_KEY, type AdminQueueResponse, QUEUE_KINDS } from '@/contract/admin-queue'

/** The text of a failed read of the queue. */
export const WORK_QUEUE_ERROR = 'Impossible de charger la liste «\u00a0À traiter\u00a0».'

/**
 * Asked again at most every 10 seconds as one moves between back-office pages (each page mounts
 * the navigation anew), rather than the app's 5 minutes: the queue is what the team acts on.
 */
const QUEUE_DEDUPING_MS = 10_000

export function useWorkQueue() {
  return useSWR<AdminQueueResponse>(ADMIN_QUEUE_KEY, { dedupingInterval: QUEUE_DEDUPING_MS })
}

/** Everything waiting, every kind together (the phone menu's badge). */
export const totalWaiting = (queue: AdminQueueResponse['queue']) => QUEUE_KINDS.reduce((sum, kind) => sum + queue[kind].count, 0)
