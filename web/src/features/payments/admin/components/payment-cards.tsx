import styled from 'styled-components'
import type { AdminPayment } from '@/contract/admin-payments'
import { currencyName, paymentProviderLabel } from '@/contract/admin-payments'
import { PaymentActions } from './payment-actions'
import { PaymentDocuments } from './payment-documents'
import { hasActions, PaymentCustomer, PaymentDates, PaymentProject, PaymentRefunded, paymentAmount } from './payment-parts'
import { PaymentStatusBadge } from '@/web/src/components/ui/payment-status-badge'
import { StackList } from '@/web/src/components/ui/stack-list'

const List = styled(StackList)`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 1rem;
  }
`

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  min-width: 0;
`

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
  > div {
    min-width: 0;
  }
`

const Amount = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  strong {
    font-size: 1.375rem;
    font-variant-numeric: tabular-nums;
  }
  span {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.5rem;
  font-size: 0.9375rem;
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

const Footer = styled.div`
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.background};
`

/** The list on a phone or a tablet: one card per payment. */
export function PaymentCards({ payments, label }: { payments: AdminPayment[]; label: string }) {
  return (
    <List aria-label={label}>
      {payments.map((payment) => (
        <Card key={payment.id}>
          <Top>
            <div>
              <PaymentCustomer payment={payment} />
            </div>
            <PaymentStatusBadge status={payment.status} />
          </Top>
          <Amount>
            <strong>{paymentAmount(payment)}</strong>
            <span>
              {payment.reference} · {paymentProviderLabel(payment.provider)} ·{' '}
              <abbr title={currencyName(payment.currency)}>{payment.currency}</abbr>
            </span>
          </Amount>
          <PaymentRefunded payment={payment} />
          <Details>
            <div>
              <dt>Projet</dt>
              <dd>
                <PaymentProject payment={payment} />
              </dd>
            </div>
          </Details>
          <PaymentDates payment={payment} />
          <PaymentDocuments payment={payment} />
          {hasActions(payment) ? (
            <Footer>
              <PaymentActions payment={payment} />
            </Footer>
          ) : null}
        </Card>
      ))}
    </List>
  )
}
