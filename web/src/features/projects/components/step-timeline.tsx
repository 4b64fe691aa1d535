import { StickyNote } from 'lucide-react'
import styled, { css } from 'styled-components'
import { type ApiProjectStep, stepStatusLabel } from '@/contract/projects'
import { Badge, statusTone } from '@/web/src/components/ui/badge'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { formatDateTime } from '@/contract/french/dates'

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`

/** Each step hangs on a vertical line drawn from its marker down to the next one. */
const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 2.25rem minmax(0, 1fr);
  gap: 0 1rem;
  padding-bottom: 1.75rem;
  &:last-child {
    padding-bottom: 0;
  }
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    left: calc(1.125rem - 1px);
    top: 2.5rem;
    bottom: 0.25rem;
    width: 2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  &[data-status='completed']:not(:last-child)::before {
    background: #86efac;
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
            box-shadow: 0 0 0 4px rgba(29, 78, 216, 0.12);
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
    font-size: 1.0625rem;
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
`

const Dates = styled.p`
  margin: 0.35rem 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.15rem 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

const Done = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 500;
`

const Note = styled.div`
  margin-top: 0.75rem;
  padding: 0.75rem 1rem;
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
  margin-bottom: 0.25rem;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`

/** The project's steps, numbered, in order (spec 1 §2): status, dates and the expert's notes. */
export function StepTimeline({ steps }: { steps: readonly ApiProjectStep[] }) {
  return (
    <List aria-label="Étapes de votre démarche">
      {steps.map((step, index) => (
        <Step key={step.id} data-status={step.status} aria-current={step.status === 'in_progress' ? 'step' : undefined}>
          <Marker $status={step.status} aria-hidden="true">
            {index + 1}
          </Marker>
          <Body>
            <TitleRow>
              <h3>
                <VisuallyHidden>{`Étape ${index + 1}\u00a0: `}</VisuallyHidden>
                {step.stepName}
              </h3>
              <Badge $tone={statusTone(step.status)}>{stepStatusLabel(step.status)}</Badge>
            </TitleRow>
            <Dates>
              <span>Créée le {formatDateTime(step.createdAt)}</span>
              {step.completedAt ? <Done>Terminée le {formatDateTime(step.completedAt)}</Done> : null}
            </Dates>
            {step.notes ? (
              <Note>
                <NoteLabel>
                  <StickyNote size={14} aria-hidden="true" />
                  Note de votre expert
                </NoteLabel>
                <p>{step.notes}</p>
              </Note>
            ) : null}
          </Body>
        </Step>
      ))}
    </List>
  )
}
