import { FolderOpen, SearchX, TriangleAlert } from 'lucide-react'
import styled from 'styled-components'
import { Button } from '@/web/src/components/ui/button'
import { Card } from '@/web/src/components/ui/card'
import { EmptyState } from '@/web/src/components/ui/empty-state'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import type { AdminProject } from '../api/admin-projects'
import { Notice } from './notice'
import { ProjectCard } from './project-card'
import { Bone } from '@/web/src/components/ui/skeleton'
import { CardGrid } from '@/web/src/components/ui/list-states'

const Placeholder = styled.div`
  display: grid;
  gap: 0.875rem;
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`

function LoadingList() {
  return (
    <CardGrid as="div" role="status" aria-live="polite">
      <VisuallyHidden>Chargement des projets…</VisuallyHidden>
      {[0, 1, 2, 3].map((key) => (
        <Placeholder key={key} aria-hidden="true">
          <Bone $width="6rem" $height="1.4rem" />
          <Bone $width="70%" $height="1.1rem" />
          <Bone $width="45%" />
          <Bone $width="100%" $height="0.5rem" />
          <Bone $width="55%" $height="2.5rem" />
        </Placeholder>
      ))}
    </CardGrid>
  )
}

/** The cards of /admin/projects, or what stands in their place: loading, failure, nothing (yet, or for this search). */
export function ProjectList({
  projects,
  loading,
  failed,
  filtered,
  busy,
  onRetry,
  onClearFilters,
}: {
  projects: AdminProject[] | undefined
  loading: boolean
  failed: boolean
  /** A search or a status filter is on: an empty answer says so and offers to clear it. */
  filtered: boolean
  busy: boolean
  onRetry: () => void
  onClearFilters: () => void
}) {
  if (failed) {
    return (
      <Notice
        danger
        icon={<TriangleAlert size={24} />}
        title="Erreur lors de la récupération des projets"
        actions={
          <Button $variant="secondary" onClick={onRetry}>
            Réessayer
          </Button>
        }
      >
        Vérifiez votre connexion, puis réessayez.
      </Notice>
    )
  }
  if (loading && !projects) return <LoadingList />
  if (!projects || projects.length === 0) {
    return (
      <Card as="div">
        {filtered ? (
          <EmptyState
            icon={<SearchX size={24} />}
            action={
              <Button $variant="secondary" onClick={onClearFilters}>
                Effacer les filtres
              </Button>
            }
          >
            Aucun projet ne correspond à cette recherche.
          </EmptyState>
        ) : (
          <EmptyState icon={<FolderOpen size={24} />}>
            Aucun projet pour le moment. Les projets apparaissent ici dès qu’un client en crée un ou qu’un paiement est confirmé.
          </EmptyState>
        )}
      </Card>
    )
  }
  return (
    <CardGrid aria-busy={busy} aria-label="Projets">
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} />
      ))}
    </CardGrid>
  )
}
