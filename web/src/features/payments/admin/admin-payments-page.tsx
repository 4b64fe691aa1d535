import { Download, FileSpreadsheet } from 'lucide-react'
import { useSearchParams } from 'react-router'
import styled from 'styled-components'
import { adminPaymentsPaths, PAYMENT_FILTERS, PAYMENT_STATUS_LABELS, type PaymentFilter } from '@/contract/admin-payments'
import { invoicePaths } from '@/contract/invoices'
import { ButtonAnchor } from '@/web/src/components/ui/button'
import { toast } from '@/web/src/components/ui/use-toast'
import { BackOfficeShell } from '@/web/src/components/layouts/back-office-shell'
import { PAYMENTS_LIST_TITLE_ID, useAdminPayments } from './api/use-admin-payments'
import { PaymentCards } from './components/payment-cards'
import { PaymentCounters } from './components/payment-counters'
import { Pager } from '@/web/src/components/ui/pager'
import { PaymentsEmpty, PaymentsError, PaymentsLoading } from './components/payments-states'
import { PaymentsTable } from './components/payments-table'
import { StatusFilter } from './components/status-filter'
import { useWideScreen } from './use-wide-screen'

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
`

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1.25rem;
  flex: 1 1 16rem;
`

const Exports = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    width: 100%;
  }
`

const ExportLink = styled(ButtonAnchor)`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    width: 100%;
  }
`

const readFilter = (value: string | null): PaymentFilter =>
  (PAYMENT_FILTERS as readonly string[]).includes(value ?? '') ? (value as PaymentFilter) : 'all'
const readPage = (value: string | null) => Math.max(1, Math.min(10_000, Number.parseInt(value ?? '1', 10) || 1))

const plural = (count: number) => `${count.toLocaleString('fr-FR')} paiement${count > 1 ? 's' : ''}`

function PaymentsScreen() {
  const [params, setParams] = useSearchParams()
  const status = readFilter(params.get('status'))
  const page = readPage(params.get('page'))
  const wide = useWideScreen()
  const { data, error, isLoading, isValidating, mutate } = useAdminPayments(status, page, () =>
    toast({ variant: 'destructive', title: 'Erreur', description: 'Erreur lors de la récupération des paiements' }),
  )

  // The filter and the page live in the address: a reload or a shared link shows the same list.
  const show = (next: { status?: PaymentFilter; page?: number }) => {
    const query = new URLSearchParams()
    const nextStatus = next.status ?? status
    if (nextStatus !== 'all') query.set('status', nextStatus)
    if ((next.page ?? 1) > 1) query.set('page', String(next.page))
    setParams(query)
  }

  const filterLabel = status === 'all' ? null : PAYMENT_STATUS_LABELS[status]
  const listLabel = filterLabel ? `Paiements\u00a0: ${filterLabel}` : 'Tous les paiements'
  let content
  if (isLoading && !data) content = <PaymentsLoading />
  else if (error && !data) content = <PaymentsError retrying={isValidating} onRetry={() => void mutate()} />
  else if (!data || data.payments.length === 0)
    content = <PaymentsEmpty filterLabel={filterLabel} onShowAll={() => show({ status: 'all' })} />
  else
    content = (
      <div aria-busy={isValidating}>
        {wide ? (
          <PaymentsTable payments={data.payments} caption={listLabel} />
        ) : (
          <PaymentCards payments={data.payments} label={listLabel} />
        )}
        <Pager label="Pages des paiements" page={data.page} totalPages={data.totalPages} onPage={(next) => show({ page: next })} />
      </div>
    )

  return (
    <BackOfficeShell title="Paiements" subtitle="Suivez les paiements des clients et leur statut." backToAdmin>
      <PaymentCounters stats={data?.stats} loading={isLoading} />
      <section aria-labelledby={PAYMENTS_LIST_TITLE_ID}>
        <h2 id={PAYMENTS_LIST_TITLE_ID} tabIndex={-1} style={{ marginBottom: '0.75rem' }}>
          Liste des paiements
        </h2>
        <Toolbar>
          <Filters>
            <StatusFilter value={status} onChange={(next) => show({ status: next })} />
            {data ? <Count aria-live="polite">{plural(data.total)}</Count> : null}
          </Filters>
          <Exports>
            {/* Plain links: the browser downloads the files the server streams, with the session cookie. */}
            <ExportLink href={adminPaymentsPaths.export(status)} download $variant="secondary">
              <Download size={18} aria-hidden="true" />
              Exporter en CSV
            </ExportLink>
            <ExportLink href={invoicePaths.export} download $variant="secondary">
              <FileSpreadsheet size={18} aria-hidden="true" />
              Exporter le journal des factures
            </ExportLink>
          </Exports>
        </Toolbar>
        {content}
      </section>
    </BackOfficeShell>
  )
}

/**
 * /admin/payments (spec 2 §2, §8, §9; issue 34 item 3): counters, status filter, list with each payment's invoice and
 * credit notes, the two moves of a pending payment, the refund of a paid one, the CSV exports (payments, invoices' journal).
 */
export default function AdminPaymentsPage() {
  return <PaymentsScreen />
}
