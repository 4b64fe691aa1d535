import { Mail } from 'lucide-react'
import styled from 'styled-components'
import type { ApiProject } from '@/contract/projects'
import { ButtonAnchor } from '@/web/src/components/ui/button'
import { ProjectSummary as Summary, stepsDoneText } from '@/web/src/components/ui/project-summary'
import { contactHref, typeAndForm } from './labels'
import { Owner } from './owner'

const OwnerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.5rem;
  margin-top: 1rem;
  padding: 1rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.background};
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
    <Summary
      project={project}
      label="Résumé du projet"
      kind={typeAndForm(project)}
      progress={progress}
      progressLabel="Avancement du projet"
      progressNote={stepsDoneText(counts, 'Aucune étape pour le moment')}
    >
      {project.user ? (
        <OwnerRow>
          <Owner user={project.user} />
          <ButtonAnchor href={contactHref(project)} $variant="secondary">
            <Mail size={18} aria-hidden="true" />
            Contacter le client
          </ButtonAnchor>
        </OwnerRow>
      ) : null}
    </Summary>
  )
}
