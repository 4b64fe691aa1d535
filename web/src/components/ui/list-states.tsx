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
