import { CircleAlert, RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from './button'
import { Card } from './card'
import { EmptyState } from './empty-state'
import { useUiText } from './i18n'
import { LoadProblem } from './load-problem'
import { Spinner } from './spinner'

const Short = styled.div`
  > div {
    min-height: 10rem;
  }
`

export const ListLoading = ({ label }: { label: string }) => (
  <Card as="div">
    <Short>
      <Spinner label={label} />
    </Short>
  </Card>
)

/** A list that could not be read: the French message and a way out. */
export const ListError = (props: { message: string; retrying: boolean; onRetry: () => void }) => <LoadProblem {...props} />

export function ListEmpty({ icon, action, children }: { icon: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <Card as="div">
      <EmptyState icon={icon} action={action}>
        {children}
      </EmptyState>
    </Card>
  )
}

/** Cards in a list: one column, two from 1024 px (the client's projects, the back-office's). */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

/** The shared Spinner fills 40vh on a page; inside a panel (an inbox, a side list) a smaller block is enough. */
const PanelLoadingBox = styled.div`
  padding: 2rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  [role='status'] {
    min-height: 0;
    margin-bottom: 0.75rem;
  }
  p {
    margin: 0;
  }
`

/** Loading inside a panel: `label` shown and read once (the visible text is hidden from screen readers). */
export function PanelLoading({ label }: { label: string }) {
  return (
    <PanelLoadingBox>
      <Spinner label={label} />
      <p aria-hidden="true">{label}</p>
    </PanelLoadingBox>
  )
}

const PanelAlert = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  p {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
  }
`

/** A failed read inside a panel: the spec's text and a way out (the client's inbox, the back-office's messages). */
export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useUiText()
  return (
    <PanelAlert role="alert">
      <EmptyState
        icon={<CircleAlert size={22} />}
        action={
          <Button $variant="secondary" onClick={onRetry}>
            <RefreshCw size={16} aria-hidden="true" />
            {t('retry')}
          </Button>
        }
      >
        {message}
      </EmptyState>
    </PanelAlert>
  )
}
