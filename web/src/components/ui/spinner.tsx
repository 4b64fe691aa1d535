import styled, { keyframes } from 'styled-components'
import { useUiText } from './i18n'
import { VisuallyHidden } from './visually-hidden'

const spin = keyframes`to { transform: rotate(360deg); }`

const Ring = styled.span`
  display: inline-block;
  width: 2rem;
  height: 2rem;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`

const Centered = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 40vh;
`

/** A loading indicator, announced to screen readers with its label. */
export function Spinner({ label }: { label?: string }) {
  const t = useUiText()
  return (
    <Centered role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </Centered>
  )
}
