import { Download, FileText, PencilLine } from 'lucide-react'
import { useState } from 'react'
import styled from 'styled-components'
import { amountToMinor } from '@/contract/admin-payments'
import { formatDate } from '@/contract/french/dates'
import type { InvoiceSummary } from '@/contract/invoices'
import { formatMoney } from '@/contract/money'
import { Badge } from '@/web/src/components/ui/badge'
import { Button } from '@/web/src/components/ui/button'
import { Muted } from '@/web/src/components/ui/card'
import { Bone } from '@/web/src/components/ui/skeleton'
import { StackList } from '@/web/src/components/ui/stack-list'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { RecordDownload, RecordItem, RecordLoadError, RecordRow, RecordSection, RecordSide, RecordTitle } from '../components/record-list'
import { InvoiceBuyerForm } from './invoice-buyer-form'
import { useInvoices } from './use-invoices'

const Editable = styled.div`
  margin-top: 0.75rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

function InvoiceItem({ invoice, onChanged }: { invoice: InvoiceSummary; onChanged: () => void }) {
  const [editing, setEditing] = useState(false)
  const isInvoice = invoice.kind === 'invoice'
  const amount = formatMoney(amountToMinor(invoice.amount, invoice.currency), invoice.currency)
  const label = `${isInvoice ? 'Facture' : 'Avoir'} ${invoice.number}`
  return (
    <RecordItem aria-label={label}>
      <RecordRow>
        <div>
          <RecordTitle>
            {invoice.number}
            <Badge $tone={isInvoice ? 'info' : 'warning'}>{isInvoice ? 'Facture' : 'Avoir'}</Badge>
          </RecordTitle>
          <Muted as="p">
            {isInvoice ? `Émise le ${formatDate(invoice.issuedAt)}` : `Émis le ${formatDate(invoice.issuedAt)}`} · commande{' '}
            {invoice.orderNumber}
          </Muted>
          {invoice.correctsNumber ? <Muted as="p">Rembourse la facture {invoice.correctsNumber}</Muted> : null}
        </div>
        <RecordSide>
          <strong>{isInvoice ? amount : `−${amount}`}</strong>
          {/* The owner's first download makes the invoice final: the list is read again once the file has come. */}
          <RecordDownload
            href={invoice.pdfUrl}
            download
            onClick={invoice.buyerEditable ? () => window.setTimeout(onChanged, 1000) : undefined}
          >
            <Download size={18} aria-hidden="true" />
            Télécharger<VisuallyHidden> {label}</VisuallyHidden> (PDF)
          </RecordDownload>
        </RecordSide>
      </RecordRow>
      {invoice.buyerEditable ? (
        <Editable>
          {editing ? (
            <InvoiceBuyerForm
              invoice={invoice}
              onCancel={() => setEditing(false)}
              onDone={() => {
                setEditing(false)
                onChanged()
              }}
            />
          ) : (
            <>
              <Muted as="p">
                Besoin du nom de votre société ou d’une adresse sur la facture&nbsp;? Ajoutez-les avant de la télécharger&nbsp;: c’est
                possible une seule fois, ensuite la facture est définitive.
              </Muted>
              <Button $variant="secondary" onClick={() => setEditing(true)} style={{ marginTop: '0.5rem' }}>
                <PencilLine size={18} aria-hidden="true" /> Compléter la facture
              </Button>
            </>
          )}
        </Editable>
      ) : null}
    </RecordItem>
  )
}

/** « Mes factures »: invoices and credit notes, with their PDFs; the buyer completed once before the first download. */
export function InvoicesSection() {
  const { data, error, isLoading, mutate } = useInvoices()
  let body
  if (error) {
    body = <RecordLoadError message="Impossible de charger vos factures." onRetry={() => void mutate()} />
  } else if (isLoading || !data) {
    body = (
      <div role="status" aria-label="Chargement de vos factures…">
        <Bone $width="100%" $height="4.5rem" />
      </div>
    )
  } else if (data.invoices.length === 0) {
    body = <Muted as="p">Aucune facture pour l’instant&nbsp;: la facture d’une commande est émise dès son paiement.</Muted>
  } else {
    body = (
      <StackList>
        {data.invoices.map((invoice) => (
          <InvoiceItem key={invoice.id} invoice={invoice} onChanged={() => void mutate()} />
        ))}
      </StackList>
    )
  }
  return (
    <RecordSection id="invoices-title" icon={<FileText size={20} aria-hidden="true" />} title="Mes factures">
      {body}
    </RecordSection>
  )
}
