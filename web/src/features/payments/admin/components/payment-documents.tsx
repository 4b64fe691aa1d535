import { FileText } from 'lucide-react'
import styled from 'styled-components'
import { type AdminPayment, amountToMinor } from '@/contract/admin-payments'
import { formatMoney } from '@/contract/money'

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

/** A payment's invoice and credit notes, in issue order, each a link to its PDF. */
export function PaymentDocuments({ payment }: { payment: AdminPayment }) {
  if (payment.documents.length === 0) return null
  return (
    <List aria-label={`Factures et avoirs de ${payment.reference}`}>
      {payment.documents.map((document) => (
        <li key={document.id}>
          <a href={document.pdfUrl} download>
            <FileText size={14} aria-hidden="true" />
            {document.kind === 'invoice'
              ? `Facture ${document.number}`
              : `Avoir ${document.number} (${formatMoney(amountToMinor(document.amount, payment.currency), payment.currency)})`}
          </a>
        </li>
      ))}
    </List>
  )
}
