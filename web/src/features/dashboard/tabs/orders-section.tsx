import { Download, Receipt } from 'lucide-react'
import { formatDateTime } from '@/contract/french/dates'
import { amountToMinor } from '@/contract/admin-payments'
import { formatMoney } from '@/contract/money'
import type { ClientOrder } from '@/contract/payments'
import { Muted } from '@/web/src/components/ui/card'
import { StackList } from '@/web/src/components/ui/stack-list'
import { PaymentStatusBadge } from '@/web/src/components/ui/payment-status-badge'
import { useOrders } from '../api/use-orders'
import { RecordDownload, RecordItem, RecordLoadError, RecordRow, RecordSection, RecordSide, RecordTitle } from '../components/record-list'
import { InvoicesSection } from '../invoices/invoices-section'

function OrderRow({ order }: { order: ClientOrder }) {
  return (
    <RecordItem aria-label={`Commande ${order.orderNumber}`}>
      <RecordRow>
        <div>
          <RecordTitle>
            {order.orderNumber}
            <PaymentStatusBadge status={order.status} />
          </RecordTitle>
          <Muted as="p">{order.service}</Muted>
          <Muted as="p">
            {order.paidAt ? `Payée le ${formatDateTime(order.paidAt)}` : `Commandée le ${formatDateTime(order.createdAt)}`}
          </Muted>
        </div>
        <RecordSide>
          <strong>{formatMoney(amountToMinor(order.amount, order.currency), order.currency)}</strong>
          {order.receiptUrl ? (
            <RecordDownload href={order.receiptUrl} download>
              <Download size={18} aria-hidden="true" />
              Télécharger le reçu
            </RecordDownload>
          ) : null}
        </RecordSide>
      </RecordRow>
    </RecordItem>
  )
}

const heading = { id: 'orders-title', icon: <Receipt size={20} aria-hidden="true" />, title: 'Mes commandes' }

/** « Mes commandes »: the paid orders and their receipts, then their invoices; nothing for a client who never ordered. */
export function OrdersSection() {
  const { data, error, mutate } = useOrders()
  if (error) {
    return (
      <RecordSection {...heading}>
        <RecordLoadError message="Impossible de charger vos commandes." onRetry={() => void mutate()} />
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
