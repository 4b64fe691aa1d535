import styled from 'styled-components'

const Track = styled.div`
  height: 0.5rem;
  border-radius: 999px;
  /* Visible on a white card as on the page background. */
  background: #e2e8f0;
  overflow: hidden;
`

const Fill = styled.div`
  height: 100%;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.3s ease;
`

/** A labelled progress bar (0-100), announced to screen readers as such. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)))
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped}>
      <Fill style={{ width: `${clamped}%` }} />
    </Track>
  )
}
