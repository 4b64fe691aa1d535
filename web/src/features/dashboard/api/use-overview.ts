import useSWR from 'swr'
import type { DashboardOverview } from '../../../../../contract/projects'
import { clientDataKeys } from '../../../lib/client-data'

/** GET /api/dashboard: counters by project status, unread messages, latest activity. */
export const useOverview = () => useSWR<DashboardOverview>(clientDataKeys.overview)
