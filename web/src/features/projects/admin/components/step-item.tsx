import { ArrowDown, ArrowUp, Pencil, StickyNote, Trash2 } from 'lucide-react'
import styled, { css } from 'styled-components'
import { type ApiProjectStep, stepStatusLabel } from '@/contract/projects'
import { Badge, statusTone } from '@/web/src/components/ui/badge'
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

const Marker = styled.span<{ $status: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  font-weight: 700;
  font-size: 0.9375rem;
  font-variant-numeric: tabular-nums;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  ${({ $status, theme }) =>
    $status === 'completed'
      ? css`
          border-color: ${theme.colors.success};
          background: ${theme.colors.success};
          color: #ffffff;
        `
      : $status === 'in_progress'
        ? css`
            border-color: ${theme.colors.primary};
            background: ${theme.colors.primarySoft};
            color: ${theme.colors.primary};
          `
        : $status === 'cancelled'
          ? css`
              border-style: dashed;
            `
          : ''}
`

const Body = styled.div`
  min-width: 0;
  padding-top: 0.3rem;
`

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.75rem;
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
`

const Done = styled.p`
  margin: 0.3rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 500;
`

const Note = styled.div`
  margin-top: 0.625rem;
  padding: 0.625rem 0.875rem;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  font-size: 0.9375rem;
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`

const NoteLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  margin-bottom: 0.15rem;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
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
  margin-left: auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    margin-left: 0;
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
      <Marker $status={step.status} aria-hidden="true">
        {position}
      </Marker>
      <Body>
        <TitleRow>
          <h3>
            <VisuallyHidden>{`Étape ${position}\u00a0: `}</VisuallyHidden>
            {step.stepName}
          </h3>
          <Badge $tone={statusTone(step.status)}>{stepStatusLabel(step.status)}</Badge>
        </TitleRow>
        {step.completedAt ? <Done>Terminée le {formatDateTime(step.completedAt)}</Done> : null}
        {step.notes ? (
          <Note>
            <NoteLabel>
              <StickyNote size={14} aria-hidden="true" />
              Notes
            </NoteLabel>
            <p>{step.notes}</p>
          </Note>
        ) : null}
      </Body>
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
