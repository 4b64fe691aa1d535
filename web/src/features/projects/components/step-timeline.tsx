import styled from 'styled-components'
import type { ApiProjectStep } from '@/contract/projects'
import { StepBody, StepDone, StepMarker, StepNote, StepTitle } from '@/web/src/components/ui/step-parts'
import { dateFormats } from '@/contract/i18n/format'
import { stepNameNode, useProjectsText } from '../i18n'

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
    inset-inline-start: calc(1.125rem - 1px);
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

const Dates = styled.p`
  margin: 0.35rem 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.15rem 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

/** The project's steps, numbered, in order (spec 1 §2): status, dates and the expert's notes. */
export function StepTimeline({ steps }: { steps: readonly ApiProjectStep[] }) {
  const t = useProjectsText()
  const { dateTime } = dateFormats(t.locale)
  return (
    <List aria-label={t('steps.title')}>
      {steps.map((step, index) => (
        <Step key={step.id} data-status={step.status} aria-current={step.status === 'in_progress' ? 'step' : undefined}>
          <StepMarker $status={step.status}>{index + 1}</StepMarker>
          <StepBody>
            <StepTitle position={index + 1} name={stepNameNode(t, step.stepName)} status={step.status} />
            <Dates>
              <span>{t('step.created', { date: dateTime(step.createdAt) })}</span>
              {step.completedAt ? <StepDone>{t('step.completed', { date: dateTime(step.completedAt) })}</StepDone> : null}
            </Dates>
            {step.notes ? (
              <StepNote label={t('step.note')}>
                <bdi>{step.notes}</bdi>
              </StepNote>
            ) : null}
          </StepBody>
        </Step>
      ))}
    </List>
  )
}
