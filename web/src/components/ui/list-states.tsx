import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Card } from './card'
import { EmptyState } from './empty-state'
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
