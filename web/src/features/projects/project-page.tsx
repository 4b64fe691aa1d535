import { ClipboardList, MessageCircle, SearchX, TriangleAlert } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import styled, { keyframes } from 'styled-components'
import type { ApiProject } from '@/contract/projects'
import { Button, ButtonLink } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { DirectionalIcon } from '../../components/ui/directional-icon'
import { ProjectSummary, stepsDoneText } from '../../components/ui/project-summary'
import { ApiError } from '../../lib/api-client'
import { readStoredUser } from '../../lib/stored-user'
import { useProject, useProjectSteps } from './api/get-project'
import { ClientAreaShell } from '../../components/layouts/client-area-shell'
import { DocumentsSection } from './components/documents-section'
import { QuestionnaireCard } from './questionnaire/questionnaire-card'
import { useProjectDescription } from './questionnaire/questionnaire-description'
import { ProjectTypeIcon } from './components/project-type-icon'
import { projectTypeText, useProjectsText } from './i18n'
import { StepTimeline } from './components/step-timeline'
import { loginPathFor } from '../../lib/after-login'

const spin = keyframes`to { transform: rotate(360deg); }`

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  min-height: 40vh;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`

const Ring = styled.span`
  display: inline-block;
  width: 2rem;
  height: 2rem;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`

const Notice = styled(Card)`
  max-width: 32rem;
  margin: 2rem auto 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 2.5rem 1.5rem;
  text-align: center;
  h1,
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const NoticeIcon = styled.span<{ $danger?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  background: ${({ $danger, theme }) => ($danger ? '#fee2e2' : theme.colors.primarySoft)};
  color: ${({ $danger, theme }) => ($danger ? theme.colors.danger : theme.colors.primary)};
`

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }
`

/** The steps, then the documents, beside the help card. */
const Main = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`

const SectionHead = styled.div`
  margin-bottom: 1.5rem;
  h2 {
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Preparing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 2rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  h3 {
    margin: 0.5rem 0 0;
  }
  p {
    margin: 0;
    max-width: 28rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Help = styled(Card)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    top: 1.5rem;
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 1.25rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const HelpIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-bottom: 1rem;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`

function Loading({ label }: { label?: string }) {
  const t = useProjectsText()
  return (
    <Centered role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <p>{label ?? t('page.loading')}</p>
    </Centered>
  )
}

function NotFound() {
  const t = useProjectsText()
  return (
    <ClientAreaShell title={t('page.notFound')}>
      <Notice as="div">
        <NoticeIcon>
          <SearchX size={26} aria-hidden="true" />
        </NoticeIcon>
        <h1>{t('page.notFound')}</h1>
        <p>{t('page.notFoundText')}</p>
        <ButtonLink to="/dashboard">
          <DirectionalIcon icon="arrow-back" size={18} />
          {t('page.back')}
        </ButtonLink>
      </Notice>
    </ClientAreaShell>
  )
}

/** A failure that is neither 'not found' nor 'logged out': say so, and offer to try again. */
function LoadFailure({ message, onRetry, heading = 'h2' }: { message: string; onRetry: () => void; heading?: 'h1' | 'h2' }) {
  const Heading = heading
  const t = useProjectsText()
  return (
    <Notice as="div" role="alert">
      <NoticeIcon $danger>
        <TriangleAlert size={26} aria-hidden="true" />
      </NoticeIcon>
      <Heading>{message}</Heading>
      <p>{t('page.retryHint')}</p>
      <Button $variant="secondary" onClick={onRetry}>
        {t('page.retry')}
      </Button>
    </Notice>
  )
}

const isStatus = (error: unknown, ...statuses: number[]) => error instanceof ApiError && statuses.includes(error.status)

function ProjectHeader({ project }: { project: ApiProject }) {
  const t = useProjectsText()
  const description = useProjectDescription(project)
  return (
    <ProjectSummary
      project={project}
      description={description}
      heading={project.name}
      kind={
        <>
          <ProjectTypeIcon type={project.type} size={18} />
          {projectTypeText(t, project.type)}
        </>
      }
      progress={project.progress}
      progressLabel={t('page.progress')}
      progressNote={stepsDoneText(project.steps, t('page.stepsPreparing'), t.locale)}
    />
  )
}

function StepsSection({ id }: { id: string }) {
  const t = useProjectsText()
  const { data, error, isLoading, mutate } = useProjectSteps(id)
  let content: ReactNode
  if (error && !data) {
    // A 401 is handled by the page (redirect); a 404 too ('Projet non trouvé').
    content = isStatus(error, 401, 404, 400) ? null : <LoadFailure message={t('steps.error')} onRetry={() => mutate()} />
  } else if (isLoading || !data) {
    content = <Loading label={t('steps.loading')} />
  } else if (data.steps.length === 0) {
    content = (
      <Preparing>
        <NoticeIcon>
          <ClipboardList size={26} aria-hidden="true" />
        </NoticeIcon>
        <h3>{t('steps.empty.title')}</h3>
        <p>{t('steps.empty.text')}</p>
      </Preparing>
    )
  } else {
    content = <StepTimeline steps={data.steps} />
  }
  return (
    <Card aria-labelledby="steps-title">
      <SectionHead>
        <h2 id="steps-title">{t('steps.title')}</h2>
        <p>{t('steps.lead')}</p>
      </SectionHead>
      {content}
    </Card>
  )
}

/**
 * /project/{id} (spec 1 §2): one of the client's projects, its progress, its steps and its documents
 * (issue 17), and for a creation the company questionnaire (issue 33 item 4).
 */
/** Where the overview's first card points (#questionnaire, #documents): scroll-margin clears the sticky header. */
const Anchor = styled.div`
  scroll-margin-top: 5rem;
  &:empty {
    display: none;
  }
`

/** A link with a hash (/project/12#documents) scrolls there once the project is shown (the router does not). */
function ScrollToHash({ hash }: { hash: string }) {
  useEffect(() => {
    if (!hash) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' })
  }, [hash])
  return null
}

export default function ProjectPage() {
  const t = useProjectsText()
  const { id } = useParams()
  const navigate = useNavigate()
  const location = useLocation()
  const [user] = useState(readStoredUser)
  const key = user && id ? id : null
  const project = useProject(key)
  const steps = useProjectSteps(key)
  const loggedOut = !user || isStatus(project.error, 401) || isStatus(steps.error, 401)

  useEffect(() => {
    // Back here after logging in (a link from an email to this project).
    if (loggedOut) navigate(loginPathFor(location), { replace: true })
  }, [loggedOut, navigate, location])

  if (!user || !id || isStatus(project.error, 404, 400) || isStatus(steps.error, 404, 400)) return <NotFound />
  if (loggedOut) return null

  if (project.error && !project.data) {
    return (
      <ClientAreaShell title={t('page.errorTitle')}>
        <LoadFailure heading="h1" message={t('page.error')} onRetry={() => project.mutate()} />
      </ClientAreaShell>
    )
  }
  if (!project.data) {
    return (
      <ClientAreaShell title={t('page.loading')}>
        <Loading />
      </ClientAreaShell>
    )
  }

  const current = project.data.project
  return (
    <ClientAreaShell title={current.name}>
      <ProjectHeader project={current} />
      <Layout>
        <Main>
          {/* A creation's questionnaire: the invitation until it is submitted, then its answers. */}
          <Anchor id="questionnaire">
            <QuestionnaireCard projectId={current.id} projectType={current.type} audience="client" />
          </Anchor>
          <StepsSection id={id} />
          <Anchor id="documents">
            <DocumentsSection projectId={current.id} />
          </Anchor>
          <ScrollToHash hash={location.hash} />
        </Main>
        <Help as="aside" aria-labelledby="help-title">
          <HelpIcon>
            <MessageCircle size={22} aria-hidden="true" />
          </HelpIcon>
          <h2 id="help-title">{t('help.title')}</h2>
          <p>{t('help.text')}</p>
          <ButtonLink to="/dashboard?tab=messages" $block>
            {t('help.action')}
          </ButtonLink>
        </Help>
      </Layout>
    </ClientAreaShell>
  )
}
