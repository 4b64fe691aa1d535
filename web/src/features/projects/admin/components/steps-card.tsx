import { ListChecks, TriangleAlert } from 'lucide-react'
import { useRef, useState } from 'react'
import styled from 'styled-components'
import { type ApiProjectStep, projectProgress } from '@/contract/projects'
import { Button } from '@/web/src/components/ui/button'
import { Card } from '@/web/src/components/ui/card'
import { EmptyState } from '@/web/src/components/ui/empty-state'
import { ProgressBar } from '@/web/src/components/ui/progress-bar'
import { toast } from '@/web/src/components/ui/use-toast'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { useAdminProjectSteps } from '../api/admin-projects'
import { AddStepForm } from './add-step-form'
import { Notice } from './notice'
import { ConfirmDialog } from '@/web/src/components/ui/confirm-dialog'
import { quoted } from '@/contract/french/typography'
import { Bone } from '@/web/src/components/ui/skeleton'
import { StepEditDialog } from './step-edit-dialog'
import { StepItem } from './step-item'
import { useStepActions } from './use-step-actions'

const Head = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    &:focus {
      outline: none;
    }
  }
`

const HeadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9375rem;
    font-variant-numeric: tabular-nums;
  }
`

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`

function LoadingSteps() {
  return (
    <div role="status" aria-live="polite" style={{ display: 'grid', gap: '1.25rem' }}>
      <VisuallyHidden>Chargement des étapes…</VisuallyHidden>
      {[0, 1, 2].map((key) => (
        <div key={key} aria-hidden="true" style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
          <Bone $width="2.25rem" $height="2.25rem" style={{ borderRadius: '50%' }} />
          <Bone $width="60%" $height="1rem" />
        </div>
      ))}
    </div>
  )
}

const doneText = (completed: number, total: number) =>
  total === 0 ? 'Aucune étape' : `${completed} sur ${total} terminée${completed > 1 ? 's' : ''}`

/** 'Étapes' (spec 2 §2): progress, the ordered steps with their actions, and a new step at the end. */
export function StepsCard({ projectId }: { projectId: number }) {
  const { data, error, isLoading, mutate } = useAdminProjectSteps(String(projectId))
  const steps = data?.steps ?? []
  const [editing, setEditing] = useState<ApiProjectStep | null>(null)
  const [removing, setRemoving] = useState<ApiProjectStep | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { move, remove, announcement } = useStepActions(projectId, steps, mutate)

  const counted = steps.filter((step) => step.status !== 'cancelled')
  const completed = counted.filter((step) => step.status === 'completed').length
  const progress = projectProgress('pending', steps)

  let content
  if (error && !data) {
    content = (
      <Notice
        plain
        danger
        icon={<TriangleAlert size={24} />}
        title="Étapes non trouvées"
        actions={
          <Button $variant="secondary" onClick={() => mutate()}>
            Réessayer
          </Button>
        }
      >
        Les étapes de ce projet n’ont pas pu être chargées.
      </Notice>
    )
  } else if (isLoading || !data) {
    content = <LoadingSteps />
  } else if (steps.length === 0) {
    content = <EmptyState icon={<ListChecks size={24} />}>Ce projet n’a aucune étape. Ajoutez la première ci-dessous.</EmptyState>
  } else {
    content = (
      <List aria-labelledby="steps-title">
        {steps.map((step, index) => (
          <StepItem
            key={step.id}
            step={step}
            position={index + 1}
            count={steps.length}
            onEdit={() => setEditing(step)}
            onMove={(direction) => void move(step.id, direction)}
            onRemove={() => setRemoving(step)}
          />
        ))}
      </List>
    )
  }

  return (
    <Card aria-labelledby="steps-title">
      <Head>
        <HeadRow>
          <h2 id="steps-title" ref={headingRef} tabIndex={-1}>
            Étapes
          </h2>
          {data ? <p>{doneText(completed, counted.length)}</p> : null}
        </HeadRow>
        {data && steps.length > 0 ? <ProgressBar value={progress} label="Étapes terminées" /> : null}
      </Head>
      {content}
      {data ? <AddStepForm projectId={projectId} /> : null}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <StepEditDialog projectId={projectId} step={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={'Supprimer cette étape\u202f?'}
        description={
          removing ? `L’étape ${quoted(removing.stepName)} sera retirée du suivi du projet, pour vous comme pour le client.` : undefined
        }
        confirmLabel="Supprimer l’étape"
        failure="L’étape n’a pas pu être supprimée. Réessayez dans un instant."
        onClose={() => setRemoving(null)}
        fallbackFocus={headingRef}
        onConfirm={async () => {
          if (!removing) return
          // remove() tells a refusal by its answer: thrown here, it is told inside the dialog.
          if (!(await remove(removing))) throw new Error('refused')
          setRemoving(null)
          toast({ title: 'Étape supprimée' })
        }}
      />
    </Card>
  )
}
