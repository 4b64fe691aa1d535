import { FileText } from 'lucide-react'
import styled from 'styled-components'
import { type AdminPayment, amountToMinor } from '@/contract/admin-payments'
import { formatMoney } from '@/contract/money'
import { CorrectInvoiceAction } from './correct-invoice-dialog'

const List = styled.ul`
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.25rem;
  font-size: 0.875rem;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 44px;
    overflow-wrap: anywhere;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    a {
      min-height: 0;
    }
  }
  svg {
    flex: none;
  }
`

const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 0.5rem;
`

const Cancelled = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`

/**
 * A payment's invoices and credit notes, in issue order, each a link to its PDF; its invoice may
 * be corrected while the payment has no credit note (neither refunded nor corrected before).
 */
export function PaymentDocuments({ payment }: { payment: AdminPayment }) {
  if (payment.documents.length === 0) return null
  const correctable =
    payment.status === 'completed' && payment.documents.every((document) => document.kind === 'invoice')
      ? payment.documents.at(-1)
      : undefined
  return (
    <List aria-label={`Factures et avoirs de ${payment.reference}`}>
      {payment.documents.map((document) => (
        <Entry key={document.id}>
          <a href={document.pdfUrl} download>
            <FileText size={14} aria-hidden="true" />
            {document.kind === 'invoice'
              ? `Facture ${document.number}`
              : `Avoir ${document.number} (${formatMoney(amountToMinor(document.amount, payment.currency), payment.currency)})`}
          </a>
          {document.cancelledBy ? <Cancelled>annulée par l’avoir {document.cancelledBy}</Cancelled> : null}
          {document === correctable ? <CorrectInvoiceAction payment={payment} invoice={document} /> : null}
        </Entry>
      ))}
    </List>
  )
}
