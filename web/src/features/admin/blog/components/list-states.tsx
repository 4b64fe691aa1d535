import { TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { EmptyState } from '../../../../components/ui/empty-state'
import { Spinner } from '../../../../components/ui/spinner'

const Problem = styled(Card)`
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

const ProblemIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: #fee2e2;
  color: ${({ theme }) => theme.colors.danger};
`

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
export function ListError({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Problem as="div" role="alert">
      <ProblemIcon>
        <TriangleAlert size={24} aria-hidden="true" />
      </ProblemIcon>
      <strong>{message}</strong>
      <p>Vérifiez votre connexion, puis réessayez.</p>
      <Button $variant="secondary" onClick={onRetry} disabled={retrying}>
        Réessayer
      </Button>
    </Problem>
  )
}

export function ListEmpty({ icon, action, children }: { icon: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <Card as="div">
      <EmptyState icon={icon} action={action}>
        {children}
      </EmptyState>
    </Card>
  )
}
