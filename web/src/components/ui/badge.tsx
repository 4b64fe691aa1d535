import styled, { css } from 'styled-components'

export type BadgeTone = 'neutral' | 'info' | 'progress' | 'success' | 'warning' | 'danger'

// Soft background, dark text of the same hue: each pair passes WCAG AA (≥ 4.5:1).
const TONES: Record<BadgeTone, { bg: string; fg: string }> = {
  neutral: { bg: '#f1f5f9', fg: '#334155' },
  info: { bg: '#eff6ff', fg: '#1e40af' },
  progress: { bg: '#fef3c7', fg: '#92400e' },
  success: { bg: '#dcfce7', fg: '#166534' },
  warning: { bg: '#ffedd5', fg: '#9a3412' },
  danger: { bg: '#fee2e2', fg: '#991b1b' },
}

/** A small pill: statuses, read/unread, counts. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  ${({ $tone = 'neutral' }) => css`
    background: ${TONES[$tone].bg};
    color: ${TONES[$tone].fg};
  `}
`

/** Project and step statuses → tone (contract/projects.ts holds the labels). */
export const statusTone = (status: string): BadgeTone =>
  (
    ({
      draft: 'neutral',
      pending: 'info',
      in_progress: 'progress',
      completed: 'success',
      paused: 'warning',
      cancelled: 'danger',
    }) as Record<string, BadgeTone>
  )[status] ?? 'neutral'
