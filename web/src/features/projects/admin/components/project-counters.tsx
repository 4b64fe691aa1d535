import { CalendarPlus, CircleCheck, FolderKanban, Hourglass, LoaderCircle } from 'lucide-react'
import type { AdminProjectsResponse } from '@/contract/admin-projects'
import { StatTiles } from '@/web/src/components/ui/stat-tiles'

/** The five counters of /admin/projects (spec 2 §2), over every project whatever the filter. */
export function ProjectCounters({ stats }: { stats: AdminProjectsResponse['stats'] | undefined }) {
  return (
    <StatTiles
      label="Statistiques des projets"
      tiles={[
        { label: 'Terminés', value: stats?.completed, icon: <CircleCheck size={20} /> },
        { label: 'En cours', value: stats?.inProgress, icon: <LoaderCircle size={20} /> },
        { label: 'En attente', value: stats?.pending, icon: <Hourglass size={20} /> },
        { label: 'Cette semaine', value: stats?.thisWeek, icon: <CalendarPlus size={20} /> },
        { label: 'Total', value: stats?.total, icon: <FolderKanban size={20} /> },
      ]}
    />
  )
}
