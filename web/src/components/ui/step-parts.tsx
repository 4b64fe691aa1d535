import { StickyNote } from 'lucide-react'
import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import type { ProjectStatus } from '@/contract/projects'
import { Badge, statusTone } from './badge'
import { stepStatusText, useUiText } from './i18n'
import { VisuallyHidden } from './visually-hidden'

/**
 * The pieces of a project step, the same in the client's timeline and in the back-office's
 * list: the numbered marker (its colour follows the status), the title with its status badge,
 * and the expert's note.
 */

/** The numbered disc: green and filled when done, blue when in progress, dashed when cancelled. */
export const StepMarker = styled.span.attrs({ 'aria-hidden': true })<{ $status: string }>`
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

/** The text beside the marker. */
export const StepBody = styled.div`
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

/** 'Étape 2 : Dépôt au CNRC' for screen readers, the name and the status badge for the eye. */
export function StepTitle({ position, name, status }: { position: number; name: ReactNode; status: ProjectStatus | string }) {
  const t = useUiText()
  return (
    <TitleRow>
      <h3>
        <VisuallyHidden>{t('step.position', { position })}</VisuallyHidden>
        {name}
      </h3>
      <Badge $tone={statusTone(status)}>{stepStatusText(t, status)}</Badge>
    </TitleRow>
  )
}

const Note = styled.div`
  margin-top: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
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

/** The expert's note on a step, under its `label` ('Note de votre expert', 'Notes'). */
export function StepNote({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Note>
      <NoteLabel>
        <StickyNote size={14} aria-hidden="true" />
        {label}
      </NoteLabel>
      <p>{children}</p>
    </Note>
  )
}

/** 'Terminée le 03 mars 2026 à 14:05', in the success colour. */
export const StepDone = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 500;
`
