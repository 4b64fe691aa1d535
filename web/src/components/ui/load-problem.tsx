import { TriangleAlert } from 'lucide-react'
import styled from 'styled-components'
import { Button } from './button'
import { Card } from './card'
import { useUiText } from './i18n'

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 2.5rem 1.25rem;
  text-align: center;
  strong {
    font-size: 1.0625rem;
  }
  p {
    margin: -0.5rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: #fee2e2;
  color: ${({ theme }) => theme.colors.danger};
`

/** A list that could not be read: the spec's text (2 §8) and a way out. Shared by the back-office's lists. */
export function LoadProblem({
  message,
  onRetry,
  retrying,
  retryingLabel,
}: {
  message: string
  onRetry: () => void
  retrying: boolean
  /** The button's text while the new try runs. */
  retryingLabel?: string
}) {
  const t = useUiText()
  return (
    <Box as="div" role="alert">
      <Icon>
        <TriangleAlert size={24} aria-hidden="true" />
      </Icon>
      <strong>{message}</strong>
      <p>{t('loadProblem.hint')}</p>
      <Button $variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? (retryingLabel ?? t('retry')) : t('retry')}
      </Button>
    </Box>
  )
}
