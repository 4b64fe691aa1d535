import { Download, FileText, PencilLine } from 'lucide-react'
import { useState } from 'react'
import styled from 'styled-components'
import { amountToMinor } from '@/contract/admin-payments'
import { dateFormats, formatMoneyIn } from '@/contract/i18n/format'
import type { InvoiceSummary } from '@/contract/invoices'
import { Badge } from '@/web/src/components/ui/badge'
import { Button } from '@/web/src/components/ui/button'
import { Muted } from '@/web/src/components/ui/card'
import { Bone } from '@/web/src/components/ui/skeleton'
import { StackList } from '@/web/src/components/ui/stack-list'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { RecordDownload, RecordItem, RecordLoadError, RecordRow, RecordSection, RecordSide, RecordTitle } from '../components/record-list'
import { useDashboardText } from '../i18n'
import { InvoiceBuyerForm } from './invoice-buyer-form'
import { useInvoices } from './use-invoices'

const Editable = styled.div`
  margin-top: 0.75rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

function InvoiceItem({ invoice, onChanged }: { invoice: InvoiceSummary; onChanged: () => void }) {
  const t = useDashboardText()
  const { date } = dateFormats(t.locale)
  const [editing, setEditing] = useState(false)
  const isInvoice = invoice.kind === 'invoice'
  const amount = formatMoneyIn(t.locale, amountToMinor(invoice.amount, invoice.currency), invoice.currency)
  const label = t(isInvoice ? 'invoice.label' : 'creditNote.label', { number: invoice.number })
  return (
    <RecordItem aria-label={label}>
      <RecordRow>
        <div>
          <RecordTitle>
            <bdi>{invoice.number}</bdi>
            <Badge $tone={isInvoice ? 'info' : 'warning'}>{t(isInvoice ? 'invoice.kind' : 'creditNote.kind')}</Badge>
          </RecordTitle>
          <Muted as="p">
            {t.rich(
              isInvoice ? 'invoice.issued' : 'creditNote.issued',
              {},
              { date: date(invoice.issuedAt), order: <bdi>{invoice.orderNumber}</bdi> },
            )}
          </Muted>
          {invoice.correctsNumber ? (
            <Muted as="p">{t.rich('creditNote.corrects', {}, { number: <bdi>{invoice.correctsNumber}</bdi> })}</Muted>
          ) : null}
        </div>
        <RecordSide>
          <strong>
            <bdi>{isInvoice ? amount : `−${amount}`}</bdi>
          </strong>
          {/* The owner's first download makes the invoice final: the list is read again once the file has come. */}
          <RecordDownload
            href={invoice.pdfUrl}
            download
            onClick={invoice.buyerEditable ? () => window.setTimeout(onChanged, 1000) : undefined}
          >
            <Download size={18} aria-hidden="true" />
            {t.rich('invoice.download', { hidden: <VisuallyHidden /> }, { label })}
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
              <Muted as="p">{t('invoice.buyer.prompt')}</Muted>
              <Button $variant="secondary" onClick={() => setEditing(true)} style={{ marginTop: '0.5rem' }}>
                <PencilLine size={18} aria-hidden="true" /> {t('invoice.buyer.open')}
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
  const t = useDashboardText()
  const { data, error, isLoading, mutate } = useInvoices()
  let body
  if (error) {
    body = <RecordLoadError message={t('invoices.error')} onRetry={() => void mutate()} />
  } else if (isLoading || !data) {
    body = (
      <div role="status" aria-label={t('invoices.loading')}>
        <Bone $width="100%" $height="4.5rem" />
      </div>
    )
  } else if (data.invoices.length === 0) {
    body = <Muted as="p">{t('invoices.empty')}</Muted>
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
    <RecordSection id="invoices-title" icon={<FileText size={20} aria-hidden="true" />} title={t('invoices.title')}>
      {body}
    </RecordSection>
  )
}
