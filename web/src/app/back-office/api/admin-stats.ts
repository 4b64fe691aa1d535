/** GET /api/admin/stats (spec 2 §2, §7): the back-office home's four counters and system block. */
import useSWR from 'swr'
import type { AdminStatsResponse } from '@/contract/admin-stats'
import { toast } from '@/web/src/components/ui/use-toast'

export const ADMIN_STATS_KEY = '/api/admin/stats'

/** Spec 2 §8: the text of a failed statistics read. */
export const ADMIN_STATS_ERROR = 'Erreur lors de la récupération des statistiques'

/**
 * The counters, read once per visit (the app's cache keeps them 5 minutes). Only the
 * authenticated home calls it: the statistics call is never made without a session (spec 2 §6).
 */
export function useAdminStats() {
  return useSWR<AdminStatsResponse>(ADMIN_STATS_KEY, {
    onError: () => toast({ variant: 'destructive', title: 'Erreur', description: ADMIN_STATS_ERROR }),
  })
}
