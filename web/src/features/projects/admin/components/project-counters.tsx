import { CalendarPlus, CircleCheck, FolderKanban, Hourglass, LoaderCircle, type LucideIcon } from 'lucide-react'
import styled from 'styled-components'
import type { AdminProjectsResponse } from '@/contract/admin-projects'
import { Bone } from '@/web/src/components/ui/skeleton'

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 1rem;
  }
`

const Tile = styled.li`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  min-width: 0;
  /* Five tiles on two columns: the total takes the last row whole. */
  &:last-child {
    grid-column: 1 / -1;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    &:last-child {
      grid-column: auto;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 1rem;
  }
  strong {
    font-size: 1.375rem;
    font-weight: 700;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
`

const Icon = styled.span<{ $bg: string; $fg: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 10px;
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  /* Phones: the figures alone keep the five counters short. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: none;
  }
`

const Name = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

const Text = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column-reverse;
  min-width: 0;
`

const COUNTERS: { key: keyof AdminProjectsResponse['stats']; label: string; icon: LucideIcon; bg: string; fg: string }[] = [
  { key: 'completed', label: 'Terminés', icon: CircleCheck, bg: '#dcfce7', fg: '#166534' },
  { key: 'inProgress', label: 'En cours', icon: LoaderCircle, bg: '#fef3c7', fg: '#92400e' },
  { key: 'pending', label: 'En attente', icon: Hourglass, bg: '#eff6ff', fg: '#1e40af' },
  { key: 'thisWeek', label: 'Cette semaine', icon: CalendarPlus, bg: '#f3e8ff', fg: '#6b21a8' },
  { key: 'total', label: 'Total', icon: FolderKanban, bg: '#f1f5f9', fg: '#334155' },
]

/** The five counters of /admin/projects (spec 2 §2), over every project whatever the filter. */
export function ProjectCounters({ stats }: { stats: AdminProjectsResponse['stats'] | undefined }) {
  return (
    <Grid aria-label="Statistiques des projets">
      {COUNTERS.map(({ key, label, icon: CounterIcon, bg, fg }) => (
        <Tile key={key}>
          <Icon $bg={bg} $fg={fg} aria-hidden="true">
            <CounterIcon size={20} />
          </Icon>
          <Text>
            <Name>{label}</Name>
            {stats ? <strong>{stats[key].toLocaleString('fr-FR')}</strong> : <Bone $width="2.5rem" $height="1.8rem" aria-hidden="true" />}
          </Text>
        </Tile>
      ))}
    </Grid>
  )
}
