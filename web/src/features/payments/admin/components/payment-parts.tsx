import { generatePath, Link } from 'react-router'
import styled from 'styled-components'
import { type AdminPayment, amountToMinor, refundableMinor } from '@/contract/admin-payments'
import { formatMoney } from '@/contract/money'
import { webRoutes } from '@/contract/web-routes'
import { formatShortDateTime } from '@/contract/french/dates'

/** Who paid: the checkout's name, else the account's, else a plain word. */
export function customerName(payment: AdminPayment): string {
  if (payment.customer?.nomComplet) return payment.customer.nomComplet
  const account = [payment.user?.firstName, payment.user?.lastName].filter(Boolean).join(' ')
  return account || 'Client inconnu'
}

export const paymentAmount = (payment: AdminPayment) => formatMoney(amountToMinor(payment.amount, payment.currency), payment.currency)

/** Whether the list offers an action on this payment: the moves of a pending one, the refund of a paid one. */
export const hasActions = (payment: AdminPayment) =>
  payment.status === 'pending' || (payment.status === 'completed' && refundableMinor(payment) > 0)

const Refunded = styled.span`
  display: block;
  margin-top: 0.15rem;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`

/** A partial refund's amount ('Remboursé : 200,00 €'); nothing when none, or when all was (the status says it). */
export function PaymentRefunded({ payment }: { payment: AdminPayment }) {
  const refunded = amountToMinor(payment.refundedAmount, payment.currency)
  if (refunded === 0 || payment.status === 'refunded') return null
  return <Refunded>{`Remboursé\u00a0: ${formatMoney(refunded, payment.currency)}`}</Refunded>
}

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`

const Name = styled.span`
  display: block;
  font-weight: 600;
  overflow-wrap: anywhere;
  white-space: pre-line;
`

const Email = styled.a`
  display: inline-block;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`

/** The client's name and email (a mailto link). */
export function PaymentCustomer({ payment }: { payment: AdminPayment }) {
  const email = payment.customer?.email
  return (
    <>
      <Name>{customerName(payment)}</Name>
      {email ? <Email href={`mailto:${email}`}>{email}</Email> : null}
    </>
  )
}

/** The project the payment opened, linked to its page in the back-office. */
export function PaymentProject({ payment }: { payment: AdminPayment }) {
  if (!payment.project) return <Muted>Aucun projet</Muted>
  return <Link to={generatePath(webRoutes.adminProject, { id: String(payment.project.id) })}>{payment.project.name}</Link>
}

const Dates = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.1rem 0.5rem;
  font-size: 0.875rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`

/** Created and paid dates, 'dd/MM/yyyy à HH:mm' (spec 2 §9). */
export function PaymentDates({ payment }: { payment: AdminPayment }) {
  return (
    <Dates>
      <dt>Créé le</dt>
      <dd>{formatShortDateTime(payment.createdAt)}</dd>
      {payment.paidAt ? (
        <>
          <dt>Payé le</dt>
          <dd>{formatShortDateTime(payment.paidAt)}</dd>
        </>
      ) : null}
    </Dates>
  )
}
