import useSWR from 'swr'
import type { DashboardOverview } from '@/contract/projects'
import { clientDataKeys } from '@/web/src/lib/client-data'

/** GET /api/dashboard: counters by project status, unread messages, latest activity. */
export const useOverview = () => useSWR<DashboardOverview>(clientDataKeys.overview)
