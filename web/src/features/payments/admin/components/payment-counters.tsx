import { CircleCheck, CircleX, Clock, Wallet } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { PaymentStats } from '@/contract/admin-payments'
import { formatMoney } from '@/contract/money'

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1.6fr repeat(3, minmax(0, 1fr));
    gap: 1rem;
  }
`

const Counter = styled.li<{ $wide?: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  /* Phones: three narrow counts under the total, their icon above the words. */
  flex-direction: ${({ $wide }) => ($wide ? 'row' : 'column')};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-direction: row;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-column: auto;
    padding: 1.25rem;
  }
`

const Icon = styled.span<{ $bg: string; $fg: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
`

const Text = styled.div`
  min-width: 0;
  span {
    display: block;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    display: block;
    font-size: 1.5rem;
    line-height: 1.25;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`

function Item({
  label,
  icon,
  tone,
  wide,
  children,
}: {
  label: string
  icon: ReactNode
  tone: [string, string]
  wide?: boolean
  children: ReactNode
}) {
  return (
    <Counter $wide={wide}>
      <Icon $bg={tone[0]} $fg={tone[1]} aria-hidden="true">
        {icon}
      </Icon>
      <Text>
        <span>{label}</span>
        {children}
      </Text>
    </Counter>
  )
}

/** Per-currency totals, euros first. */
const byCurrency = (totals: Record<string, number> | undefined) =>
  Object.entries(totals ?? {}).sort(([a], [b]) => (a === 'EUR' ? -1 : b === 'EUR' ? 1 : a.localeCompare(b)))

const Refunds = styled.small`
  display: block;
  margin-top: 0.25rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`

/**
 * The four counters (spec 2 §2, §9): the total of completed payments with 2 decimals and its
 * currency sign (one line per currency, never summed across them), net of refunds (issue 34), which are said below it, then the completed, pending
 * and failed counts. `stats` undefined: loading, or the list could not be read (a dash each).
 */
export function PaymentCounters({ stats, loading }: { stats: PaymentStats | undefined; loading: boolean }) {
  const totals = byCurrency(stats?.totalCompleted)
  const refunds = byCurrency(stats?.totalRefunded).filter(([, minor]) => minor > 0)
  const placeholder = stats ? null : <strong aria-hidden="true">—</strong>
  return (
    <Grid aria-label="Statistiques des paiements" aria-busy={loading}>
      <Item label="Total des paiements reçus" icon={<Wallet size={20} />} tone={['#dcfce7', '#166534']} wide>
        {placeholder ??
          (totals.length === 0 ? (
            <strong>{formatMoney(0, 'EUR')}</strong>
          ) : (
            totals.map(([currency, minor]) => <strong key={currency}>{formatMoney(minor, currency)}</strong>)
          ))}
        {refunds.length > 0 ? (
          <Refunds>
            {`Remboursements déjà déduits\u00a0: ${refunds.map(([currency, minor]) => formatMoney(minor, currency)).join(', ')}`}
          </Refunds>
        ) : null}
      </Item>
      <Item label="Payés" icon={<CircleCheck size={20} />} tone={['#dcfce7', '#166534']}>
        {placeholder ?? <strong>{stats?.completed}</strong>}
      </Item>
      <Item label="En attente" icon={<Clock size={20} />} tone={['#eff6ff', '#1e40af']}>
        {placeholder ?? <strong>{stats?.pending}</strong>}
      </Item>
      <Item label="Échoués" icon={<CircleX size={20} />} tone={['#fee2e2', '#991b1b']}>
        {placeholder ?? <strong>{stats?.failed}</strong>}
      </Item>
    </Grid>
  )
}
