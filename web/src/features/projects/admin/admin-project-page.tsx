import { SearchX, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import styled from 'styled-components'
import { projectProgress } from '@/contract/projects'
import { Button, ButtonLink } from '@/web/src/components/ui/button'
import { Spinner } from '@/web/src/components/ui/spinner'
import { ApiError } from '@/web/src/lib/api-client'
import { BackOfficeShell } from '@/web/src/components/layouts/back-office-shell'
import { refreshAdminProject, useAdminProject, useAdminProjectSteps } from './api/admin-projects'
import { DocumentsCard } from './components/documents-card'
import { Notice } from './components/notice'
import { ProjectEditForm } from './components/project-edit-form'
import { ProjectSidePanel } from './components/project-side-panel'
import { ProjectSummary } from './components/project-summary'
import { useProjectsListLink } from './components/projects-list-link'
import { StepsCard } from './components/steps-card'
import { QuestionnaireCard } from '../questionnaire/questionnaire-card'

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) 18rem;
  }
`

const Main = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`

function BackToProjects() {
  return (
    <ButtonLink to={useProjectsListLink()} $variant="secondary">
      Retour aux projets
    </ButtonLink>
  )
}

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400)

function ProjectScreen({ id }: { id: string }) {
  const project = useAdminProject(id)
  const steps = useAdminProjectSteps(id)
  const [refreshing, setRefreshing] = useState(false)

  if (isNotFound(project.error)) {
    return (
      <BackOfficeShell title="Projet non trouvé" backToAdmin>
        <Notice icon={<SearchX size={24} />} title="Projet non trouvé" actions={<BackToProjects />}>
          Ce projet n’existe pas ou a été supprimé.
        </Notice>
      </BackOfficeShell>
    )
  }
  if (project.error && !project.data) {
    return (
      <BackOfficeShell title="Détail du projet" backToAdmin>
        <Notice
          danger
          icon={<TriangleAlert size={24} />}
          title="Projet non trouvé"
          actions={
            <>
              <Button onClick={() => project.mutate()}>Réessayer</Button>
              <BackToProjects />
            </>
          }
        >
          Le projet n’a pas pu être chargé. Vérifiez votre connexion, puis réessayez.
        </Notice>
      </BackOfficeShell>
    )
  }
  if (!project.data) {
    return (
      <BackOfficeShell title="Détail du projet" backToAdmin>
        <Spinner label="Chargement du projet…" />
      </BackOfficeShell>
    )
  }

  const current = project.data.project
  const stepList = steps.data?.steps
  const counted = stepList?.filter((step) => step.status !== 'cancelled')
  const progress = stepList ? projectProgress(current.status, stepList) : current.progress
  const counts = counted
    ? { completed: counted.filter((step) => step.status === 'completed').length, total: counted.length }
    : current.steps

  return (
    <BackOfficeShell title={current.name} subtitle="Détail du projet" backToAdmin>
      <ProjectSummary project={current} progress={progress} counts={counts} />
      <Layout>
        <Main>
          <QuestionnaireCard projectId={current.id} projectType={current.type} audience="staff" />
          <StepsCard projectId={current.id} />
          <DocumentsCard projectId={current.id} />
          <ProjectEditForm project={current} />
        </Main>
        <ProjectSidePanel
          steps={stepList}
          progress={progress}
          refreshing={refreshing}
          onRefresh={async () => {
            setRefreshing(true)
            try {
              await refreshAdminProject(current.id)
            } finally {
              setRefreshing(false)
            }
          }}
        />
      </Layout>
    </BackOfficeShell>
  )
}

/**
 * /admin/project/{id} (spec 2 §2): the project, its questionnaire's answers (issue 33), its edit form,
 * its steps, its documents (issue 17), and the side panel.
 */
export default function AdminProjectPage() {
  const { id = '' } = useParams()
  return <ProjectScreen id={id} />
}
