import { CalendarDays, History, Mail } from 'lucide-react'
import styled from 'styled-components'
import { type ApiProject, projectStatusLabel } from '@/contract/projects'
import { Badge, statusTone } from '@/web/src/components/ui/badge'
import { ButtonAnchor } from '@/web/src/components/ui/button'
import { Card } from '@/web/src/components/ui/card'
import { ProgressBar } from '@/web/src/components/ui/progress-bar'
import { formatDateTime } from '@/contract/french/dates'
import { contactHref, typeAndForm } from './labels'
import { Owner } from './owner'

const Box = styled(Card)`
  display: grid;
  gap: 1.25rem;
  margin-bottom: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) 17rem;
    gap: 2rem;
  }
`

const Kicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.875rem;
  margin-bottom: 0.5rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`

const Description = styled.p`
  margin: 0 0 1rem;
  max-width: 42rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.muted};
`

const OwnerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.5rem;
  padding: 1rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.background};
`

const Meta = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem 1.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
`

const ProgressPanel = styled.div`
  align-self: start;
  display: grid;
  gap: 0.625rem;
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  [role='progressbar'] {
    height: 0.625rem;
    background: ${({ theme }) => theme.colors.surface};
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const ProgressHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1rem;
  span {
    font-weight: 600;
  }
  strong {
    font-size: 1.75rem;
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }
`

/**
 * The head of /admin/project/{id}: procedure and legal form, status, description, the client
 * with a way to write to them, dates and progress. `progress` and `counts` come from the steps
 * as loaded, so a step edit shows at once.
 */
export function ProjectSummary({
  project,
  progress,
  counts,
}: {
  project: ApiProject
  progress: number
  counts: { completed: number; total: number }
}) {
  return (
    <Box aria-label="Résumé du projet">
      <div>
        <Kicker>
          <span>{typeAndForm(project)}</span>
          <Badge $tone={statusTone(project.status)}>{projectStatusLabel(project.status)}</Badge>
        </Kicker>
        {project.description ? <Description>{project.description}</Description> : null}
        {project.user ? (
          <OwnerRow>
            <Owner user={project.user} />
            <ButtonAnchor href={contactHref(project)} $variant="secondary">
              <Mail size={18} aria-hidden="true" />
              Contacter le client
            </ButtonAnchor>
          </OwnerRow>
        ) : null}
        <Meta>
          <li>
            <CalendarDays size={16} aria-hidden="true" />
            Créé le {formatDateTime(project.createdAt)}
          </li>
          <li>
            <History size={16} aria-hidden="true" />
            Mis à jour le {formatDateTime(project.updatedAt)}
          </li>
        </Meta>
      </div>
      <ProgressPanel>
        <ProgressHead>
          <span>Avancement</span>
          <strong>{`${progress}\u00a0%`}</strong>
        </ProgressHead>
        <ProgressBar value={progress} label="Avancement du projet" />
        <p>
          {counts.total === 0
            ? 'Aucune étape pour le moment'
            : `${counts.completed} étape${counts.completed > 1 ? 's' : ''} terminée${counts.completed > 1 ? 's' : ''} sur ${counts.total}`}
        </p>
      </ProgressPanel>
    </Box>
  )
}
