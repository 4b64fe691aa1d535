import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Card } from '@/web/src/components/ui/card'

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 2.5rem 1.25rem;
  text-align: center;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 0.5rem;
    max-width: 32rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
`

const Icon = styled.span<{ $danger?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.25rem;
  height: 3.25rem;
  border-radius: 50%;
  background: ${({ $danger, theme }) => ($danger ? '#fee2e2' : theme.colors.primarySoft)};
  color: ${({ $danger, theme }) => ($danger ? theme.colors.danger : theme.colors.primary)};
`

/**
 * A screen-wide or section-wide message: not found, or a failed read (`danger`, announced as
 * an alert), with its way out.
 */
export function Notice({
  icon,
  title,
  children,
  actions,
  danger = false,
  plain = false,
}: {
  icon: ReactNode
  title: string
  children?: ReactNode
  actions?: ReactNode
  danger?: boolean
  /** Inside another card: no border or shadow of its own. */
  plain?: boolean
}) {
  return (
    <Box
      as="div"
      role={danger ? 'alert' : undefined}
      style={plain ? { border: 'none', boxShadow: 'none', padding: '1.5rem 0.5rem' } : undefined}
    >
      <Icon $danger={danger} aria-hidden="true">
        {icon}
      </Icon>
      <h2>{title}</h2>
      {children ? <p>{children}</p> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Box>
  )
}
