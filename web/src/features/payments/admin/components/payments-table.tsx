import { FolderOpen } from 'lucide-react'
import styled from 'styled-components'
import type { AdminPayment } from '@/contract/admin-payments'
import { currencyName, paymentProviderLabel } from '@/contract/admin-payments'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { PaymentActions } from './payment-actions'
import { PaymentDocuments } from './payment-documents'
import { PaymentCustomer, PaymentDates, PaymentProject, PaymentRefunded, paymentAmount } from './payment-parts'
import { PaymentStatusBadge } from '@/web/src/components/ui/payment-status-badge'

const Frame = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  th,
  td {
    padding: 0.875rem 0.75rem;
    text-align: start;
    vertical-align: top;
  }
  thead th {
    font-size: 0.8125rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.background};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colors.background};
  }
  tbody tr:hover td {
    background: #f8fafc;
  }
  th:first-child,
  td:first-child {
    padding-inline-start: 1.25rem;
    min-width: 13rem;
  }
  th:last-child,
  td:last-child {
    padding-inline-end: 1.25rem;
  }
  .amount {
    text-align: end;
    white-space: nowrap;
  }
  .actions {
    width: 14.5rem;
  }
  /* Break a long name or email only when it cannot fit, rather than shrinking the column to a word. */
  td:first-child * {
    overflow-wrap: break-word;
  }
`

const ProjectLine = styled.span`
  display: flex;
  align-items: baseline;
  gap: 0.35rem;
  margin-top: 0.35rem;
  font-size: 0.875rem;
  svg {
    flex: none;
    position: relative;
    top: 2px;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Amount = styled.strong`
  display: block;
  font-variant-numeric: tabular-nums;
`

const Small = styled.span`
  display: block;
  margin-top: 0.15rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`

/** The list on a wide screen: one row per payment. */
export function PaymentsTable({ payments, caption }: { payments: AdminPayment[]; caption: string }) {
  return (
    <Frame>
      <Table>
        <VisuallyHidden as="caption">{caption}</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">Client et projet</th>
            <th scope="col" className="amount">
              Montant
            </th>
            <th scope="col">Statut</th>
            <th scope="col">Dates et factures</th>
            <th scope="col" className="actions">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td>
                <PaymentCustomer payment={payment} />
                <ProjectLine>
                  <FolderOpen size={14} aria-hidden="true" />
                  <PaymentProject payment={payment} />
                </ProjectLine>
              </td>
              <td className="amount">
                <Amount>{paymentAmount(payment)}</Amount>
                <PaymentRefunded payment={payment} />
                <Small>
                  <abbr title={currencyName(payment.currency)}>{payment.currency}</abbr> · {payment.reference}
                </Small>
              </td>
              <td>
                <PaymentStatusBadge status={payment.status} />
                <Small>{paymentProviderLabel(payment.provider)}</Small>
              </td>
              <td>
                <PaymentDates payment={payment} />
                <PaymentDocuments payment={payment} />
              </td>
              <td className="actions">
                <PaymentActions payment={payment} stacked />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  )
}
