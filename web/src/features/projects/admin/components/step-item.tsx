import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react'
import styled from 'styled-components'
import type { ApiProjectStep } from '@/contract/projects'
import { StepBody, StepMarker, StepNote, StepTitle } from '@/web/src/components/ui/step-parts'
import { Button } from '@/web/src/components/ui/button'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { formatDateTime } from '@/contract/french/dates'
import { quoted } from '@/contract/french/typography'

const Item = styled.li`
  display: grid;
  grid-template-columns: 2.25rem minmax(0, 1fr);
  gap: 0.75rem 1rem;
  padding: 1rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.background};
  &:first-child {
    border-top: none;
    padding-top: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 2.25rem minmax(0, 1fr) auto;
  }
`

const Done = styled.p`
  margin: 0.3rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 500;
`

/** A full row under the text on phones (removal at the far end), on the right from tablets up. */
const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.375rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-column: 3;
  }
`

const IconButton = styled(Button)`
  width: 44px;
  padding: 0;
`

const RemoveButton = styled(IconButton)`
  margin-inline-start: auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    margin-inline-start: 0;
  }
  svg {
    color: ${({ theme }) => theme.colors.danger};
  }
`

export type MoveDirection = 'up' | 'down'

/** The id of a step's move button, to give it the focus back after the list is reordered. */
export const moveButtonId = (stepId: number, direction: MoveDirection) => `step-${stepId}-${direction}`

/** One step of the back-office list: number, name, status, completion date, notes, and its actions. */
export function StepItem({
  step,
  position,
  count,
  onEdit,
  onMove,
  onRemove,
}: {
  step: ApiProjectStep
  position: number
  count: number
  onEdit: () => void
  onMove: (direction: MoveDirection) => void
  onRemove: () => void
}) {
  const named = `l’étape ${quoted(step.stepName)}`
  return (
    <Item>
      <StepMarker $status={step.status}>{position}</StepMarker>
      <StepBody>
        <StepTitle position={position} name={step.stepName} status={step.status} />
        {step.completedAt ? <Done>Terminée le {formatDateTime(step.completedAt)}</Done> : null}
        {step.notes ? <StepNote label="Notes">{step.notes}</StepNote> : null}
      </StepBody>
      <Actions>
        <Button $variant="secondary" onClick={onEdit}>
          <Pencil size={16} aria-hidden="true" />
          Modifier
          <VisuallyHidden>{` ${named}`}</VisuallyHidden>
        </Button>
        <IconButton
          id={moveButtonId(step.id, 'up')}
          $variant="secondary"
          onClick={() => onMove('up')}
          disabled={position === 1}
          aria-label={`Monter ${named}`}
          title="Monter"
        >
          <ArrowUp size={18} aria-hidden="true" />
        </IconButton>
        <IconButton
          id={moveButtonId(step.id, 'down')}
          $variant="secondary"
          onClick={() => onMove('down')}
          disabled={position === count}
          aria-label={`Descendre ${named}`}
          title="Descendre"
        >
          <ArrowDown size={18} aria-hidden="true" />
        </IconButton>
        <RemoveButton $variant="secondary" onClick={onRemove} aria-label={`Supprimer ${named}`} title="Supprimer">
          <Trash2 size={18} aria-hidden="true" />
        </RemoveButton>
      </Actions>
    </Item>
  )
}
