import { CalendarDays, ChevronRight, FileClock, Mail } from 'lucide-react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { projectStatusLabel } from '@/contract/projects'
import { Badge, statusTone } from '@/web/src/components/ui/badge'
import { ButtonAnchor, ButtonLink } from '@/web/src/components/ui/button'
import { ProgressBar } from '@/web/src/components/ui/progress-bar'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { formatDate } from '@/contract/french/dates'
import type { AdminProject } from '../api/admin-projects'
import { contactHref, ownerName, typeAndForm } from './labels'
import { Owner } from './owner'
import { useFromProjectsList } from './projects-list-link'
import { documentsToReviewText } from '@/web/src/features/documents/counter-texts'
import { quoted } from '@/contract/french/typography'
import { stepsDoneText } from '@/web/src/components/ui/project-summary'

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 1.5rem;
  }
`

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`

const TopBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`

const Created = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

const Titles = styled.div`
  min-width: 0;
  h3 {
    margin: 0 0 0.2rem;
    font-size: 1.125rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const NameLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`

const Progress = styled.div`
  display: grid;
  gap: 0.4rem;
`

const ProgressMeta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-top: auto;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.background};
`

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  flex: 1 1 auto;
  justify-content: flex-end;
  a {
    flex: 1 1 0;
    white-space: nowrap;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex: none;
    a {
      flex: none;
    }
  }
`

/** One project of /admin/projects (spec 2 §2): what it is, where it stands, whose it is. */
export function ProjectCard({ project }: { project: AdminProject }) {
  const fromList = useFromProjectsList()
  return (
    <Item>
      <Top>
        <TopBadges>
          <Badge $tone={statusTone(project.status)}>{projectStatusLabel(project.status)}</Badge>
          {project.documents && project.documents.toReview > 0 ? (
            <Badge $tone="progress">
              <FileClock size={14} aria-hidden="true" />
              {documentsToReviewText(project.documents.toReview)}
            </Badge>
          ) : null}
        </TopBadges>
        <Created>
          <CalendarDays size={15} aria-hidden="true" />
          Créé le {formatDate(project.createdAt)}
        </Created>
      </Top>
      <Titles>
        <h3>
          <NameLink to={`/admin/project/${project.id}`} state={fromList}>
            {project.name}
          </NameLink>
        </h3>
        <p>{typeAndForm(project)}</p>
      </Titles>
      {project.description ? <Description>{project.description}</Description> : null}
      <Progress>
        <ProgressMeta>
          <span>{stepsDoneText(project.steps, 'Aucune étape')}</span>
          <strong>{`${project.progress}\u00a0%`}</strong>
        </ProgressMeta>
        <ProgressBar value={project.progress} label={`Avancement de ${quoted(project.name)}`} />
      </Progress>
      <Footer>
        <Owner user={project.user} />
        <Actions>
          <ButtonAnchor href={contactHref(project)} $variant="secondary">
            <Mail size={18} aria-hidden="true" />
            Contacter
            <VisuallyHidden>{` ${ownerName(project.user)}`}</VisuallyHidden>
          </ButtonAnchor>
          <ButtonLink to={`/admin/project/${project.id}`} state={fromList}>
            Gérer
            <VisuallyHidden>{` le projet ${quoted(project.name)}`}</VisuallyHidden>
            <ChevronRight size={18} aria-hidden="true" />
          </ButtonLink>
        </Actions>
      </Footer>
    </Item>
  )
}
