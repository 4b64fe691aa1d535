import type { ReactNode } from 'react'
import styled from 'styled-components'

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
    max-width: 32rem;
  }
`

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.4rem;
`

/** An empty list or a missing thing: a short sentence, and what to do next. */
export function EmptyState({ icon, children, action }: { icon?: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <Box>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <p>{children}</p>
      {action}
    </Box>
  )
}
