import { FileWarning, FolderOpen, Plus } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import type { ApiProject } from '@/contract/projects'
import { dateFormats } from '@/contract/i18n/format'
import { Badge, statusTone } from '@/web/src/components/ui/badge'
import { DirectionalIcon } from '@/web/src/components/ui/directional-icon'
import { projectStatusText, useUiText } from '@/web/src/components/ui/i18n'
import { ButtonLink } from '@/web/src/components/ui/button'
import { Pager } from '@/web/src/components/ui/pager'
import { Bone } from '@/web/src/components/ui/skeleton'
import { Card } from '@/web/src/components/ui/card'
import { EmptyState } from '@/web/src/components/ui/empty-state'
import { ProgressBar } from '@/web/src/components/ui/progress-bar'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { useProjects } from '../api/get-projects'
import { ProjectTypeIcon } from './project-type-icon'
import { projectTypeText, useProjectsText } from '../i18n'
import { LoadProblem } from '@/web/src/components/ui/load-problem'
import { missingDocumentsText } from '../../documents/counter-texts'
import { CardGrid } from '@/web/src/components/ui/list-states'

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem 1.5rem;
  margin-bottom: 1.5rem;
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.5rem;
    letter-spacing: -0.01em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

/** The whole card answers a click (the title link is stretched over it) and shows the keyboard focus. */
const Item = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  transition:
    border-color 120ms ease-out,
    box-shadow 120ms ease-out;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow:
      0 1px 2px rgba(15, 23, 42, 0.06),
      0 8px 24px rgba(29, 78, 216, 0.1);
  }
  &:has(a:focus-visible) {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 1.5rem;
  }
`

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.875rem;
`

const TypeIcon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`

const Titles = styled.div`
  flex: 1;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
`

/** The type and the status on one line, so the name below gets the card's whole width. */
const Kicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  margin-bottom: 0.25rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius};
  }
`

const Progress = styled.div`
  display: grid;
  gap: 0.5rem;
`

const ProgressMeta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`

/** The papers still expected from the client: the one thing the card asks of them. */
const Missing = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-radius: 8px;
  background: #ffedd5;
  color: #9a3412;
  font-size: 0.9375rem;
  font-weight: 600;
`

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.background};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.15rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
`

/** 'Étape 3 sur 7': the step being worked on (the last one once all are done). */
function stepText(t: ReturnType<typeof useProjectsText>, { completed, total }: ApiProject['steps']): string {
  if (total === 0) return t('list.stepsPreparing')
  return t('list.step', { step: Math.min(completed + 1, total), total })
}

function ProjectItem({ project }: { project: ApiProject }) {
  const t = useProjectsText()
  const ui = useUiText()
  return (
    <Item>
      <Top>
        <TypeIcon>
          <ProjectTypeIcon type={project.type} size={22} />
        </TypeIcon>
        <Titles>
          <Kicker>
            <span>{projectTypeText(t, project.type)}</span>
            <Badge $tone={statusTone(project.status)}>{projectStatusText(ui, project.status)}</Badge>
          </Kicker>
          <h3>
            <CardLink to={`/project/${project.id}`}>
              <bdi>{project.name}</bdi>
            </CardLink>
          </h3>
        </Titles>
      </Top>
      <Progress>
        <ProgressMeta>
          <span>{stepText(t, project.steps)}</span>
          <strong>{t('list.percent', { value: project.progress })}</strong>
        </ProgressMeta>
        <ProgressBar value={project.progress} label={t('list.progress', { name: project.name })} />
      </Progress>
      {project.documents && project.documents.missing > 0 ? (
        <Missing>
          <FileWarning size={18} aria-hidden="true" />
          {missingDocumentsText(project.documents.missing, t.locale)}
        </Missing>
      ) : null}
      <Footer>
        <span>{t('list.created', { date: dateFormats(t.locale).date(project.createdAt) })}</span>
        <More aria-hidden="true">
          {t('list.more')}
          <DirectionalIcon icon="chevron-forward" size={16} />
        </More>
      </Footer>
    </Item>
  )
}

function LoadingList() {
  const t = useProjectsText()
  return (
    <CardGrid as="div" role="status" aria-live="polite">
      <VisuallyHidden>{t('list.loading')}</VisuallyHidden>
      {[0, 1].map((key) => (
        <Item as="div" key={key} aria-hidden="true">
          <Top>
            <Bone $width="44px" $height="44px" />
            <Titles style={{ display: 'grid', gap: '0.5rem' }}>
              <Bone $width="40%" />
              <Bone $width="75%" $height="1.1rem" />
            </Titles>
          </Top>
          <Progress>
            <Bone $width="30%" />
            <Bone $width="100%" $height="0.5rem" />
          </Progress>
          <Bone $width="45%" />
        </Item>
      ))}
    </CardGrid>
  )
}

/** 'Mes démarches', the client's projects (spec 1 §2): newest first, with their progress. */
export function ProjectList() {
  const t = useProjectsText()
  const [page, setPage] = useState(1)
  const { data, error, isLoading, isValidating, mutate } = useProjects(page)
  const projects = data?.projects ?? []
  const hasProjects = projects.length > 0
  /** Confirmed empty: the empty state's button is then the only call to action. */
  const empty = Boolean(data) && !hasProjects

  let content
  if (isLoading && !data) {
    content = <LoadingList />
  } else if (error && !data) {
    content = <LoadProblem message={t('list.error')} onRetry={() => mutate()} retrying={isValidating} />
  } else if (!hasProjects) {
    content = (
      <Card as="div">
        <EmptyState
          icon={<FolderOpen size={24} />}
          action={
            <ButtonLink to="/new-project">
              <Plus size={18} aria-hidden="true" />
              {t('list.start')}
            </ButtonLink>
          }
        >
          {t('list.empty')}
        </EmptyState>
      </Card>
    )
  } else {
    const totalPages = data?.totalPages ?? 1
    content = (
      <>
        <CardGrid aria-busy={isValidating && page !== data?.page}>
          {projects.map((project) => (
            <ProjectItem key={project.id} project={project} />
          ))}
        </CardGrid>
        <Pager label={t('list.pages')} page={page} totalPages={totalPages} onPage={setPage} />
      </>
    )
  }

  return (
    <section aria-labelledby="projects-title">
      <Head>
        <div>
          <h2 id="projects-title">{t('list.title')}</h2>
          <p>{t('list.lead')}</p>
        </div>
        {empty ? null : (
          <ButtonLink to="/new-project">
            <Plus size={18} aria-hidden="true" />
            {t('list.new')}
          </ButtonLink>
        )}
      </Head>
      {content}
    </section>
  )
}
