import { Download, Receipt } from 'lucide-react'
import { amountToMinor } from '@/contract/admin-payments'
import { dateFormats, formatMoneyIn } from '@/contract/i18n/format'
import { type ClientOrder, FULL_OFFER } from '@/contract/payments'
import { Muted } from '@/web/src/components/ui/card'
import { StackList } from '@/web/src/components/ui/stack-list'
import { PaymentStatusBadge } from '@/web/src/components/ui/payment-status-badge'
import { useOrders } from '../api/use-orders'
import { useDashboardText } from '../i18n'
import { RecordDownload, RecordItem, RecordLoadError, RecordRow, RecordSection, RecordSide, RecordTitle } from '../components/record-list'
import { InvoicesSection } from '../invoices/invoices-section'

/** The service's name: ours in the reader's language, another as the server wrote it. */
export function useServiceName(): (service: string) => string {
  const t = useDashboardText()
  return (service) => (service === FULL_OFFER.label ? t('order.service.full') : service)
}

function OrderRow({ order }: { order: ClientOrder }) {
  const t = useDashboardText()
  const serviceName = useServiceName()
  const { dateTime } = dateFormats(t.locale)
  return (
    <RecordItem aria-label={t('order.label', { number: order.orderNumber })}>
      <RecordRow>
        <div>
          <RecordTitle>
            <bdi>{order.orderNumber}</bdi>
            <PaymentStatusBadge status={order.status} />
          </RecordTitle>
          <Muted as="p">{serviceName(order.service)}</Muted>
          <Muted as="p">
            {order.paidAt ? t('order.paid', { date: dateTime(order.paidAt) }) : t('order.ordered', { date: dateTime(order.createdAt) })}
          </Muted>
        </div>
        <RecordSide>
          <strong>
            <bdi>{formatMoneyIn(t.locale, amountToMinor(order.amount, order.currency), order.currency)}</bdi>
          </strong>
          {order.receiptUrl ? (
            <RecordDownload href={order.receiptUrl} download>
              <Download size={18} aria-hidden="true" />
              {t('order.receipt')}
            </RecordDownload>
          ) : null}
        </RecordSide>
      </RecordRow>
    </RecordItem>
  )
}

/** « Mes commandes »: the paid orders and their receipts, then their invoices; nothing for a client who never ordered. */
export function OrdersSection() {
  const t = useDashboardText()
  const { data, error, mutate } = useOrders()
  const heading = { id: 'orders-title', icon: <Receipt size={20} aria-hidden="true" />, title: t('orders.title') }
  if (error) {
    return (
      <RecordSection {...heading}>
        <RecordLoadError message={t('orders.error')} onRetry={() => void mutate()} />
      </RecordSection>
    )
  }
  if (!data || data.orders.length === 0) return null
  return (
    <>
      <RecordSection {...heading}>
        <StackList>
          {data.orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </StackList>
      </RecordSection>
      {/* Each paid order has its invoice (and a credit note per refund): listed right under the orders. */}
      <InvoicesSection />
    </>
  )
}
