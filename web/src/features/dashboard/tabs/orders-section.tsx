import { Download, Receipt } from 'lucide-react'
import styled from 'styled-components'
import { formatDateTime } from '@/contract/french/dates'
import { amountToMinor } from '@/contract/admin-payments'
import { formatMoney } from '@/contract/money'
import type { ClientOrder } from '@/contract/payments'
import { Button } from '@/web/src/components/ui/button'
import { Card, Muted } from '@/web/src/components/ui/card'
import { StackList } from '@/web/src/components/ui/stack-list'
import { PaymentStatusBadge } from '@/web/src/components/ui/payment-status-badge'
import { useOrders } from '../api/use-orders'
import { InvoicesSection } from '../invoices/invoices-section'

const Section = styled(Card)`
  margin-top: 1rem;
  h3 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.75rem;
  }
`

const Order = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  p {
    margin: 0.15rem 0 0;
  }
`

const Title = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0 !important;
  font-weight: 700;
`

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  strong {
    font-size: 1.125rem;
  }
`

const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font-weight: 600;
`

function OrderRow({ order }: { order: ClientOrder }) {
  return (
    <Order aria-label={`Commande ${order.orderNumber}`}>
      <div>
        <Title>
          {order.orderNumber}
          <PaymentStatusBadge status={order.status} />
        </Title>
        <Muted as="p">{order.service}</Muted>
        <Muted as="p">
          {order.paidAt ? `Payée le ${formatDateTime(order.paidAt)}` : `Commandée le ${formatDateTime(order.createdAt)}`}
        </Muted>
      </div>
      <Side>
        <strong>{formatMoney(amountToMinor(order.amount, order.currency), order.currency)}</strong>
        {order.receiptUrl ? (
          <DownloadLink href={order.receiptUrl} download>
            <Download size={18} aria-hidden="true" />
            Télécharger le reçu
          </DownloadLink>
        ) : null}
      </Side>
    </Order>
  )
}

/** « Mes commandes »: the paid orders and their receipts, then their invoices; nothing for a client who never ordered. */
export function OrdersSection() {
  const { data, error, mutate } = useOrders()
  if (error) {
    return (
      <Section aria-labelledby="orders-title">
        <h3 id="orders-title">
          <Receipt size={20} aria-hidden="true" /> Mes commandes
        </h3>
        <Muted role="alert">Impossible de charger vos commandes.</Muted>
        <Button $variant="secondary" onClick={() => mutate()}>
          Réessayer
        </Button>
      </Section>
    )
  }
  if (!data || data.orders.length === 0) return null
  return (
    <>
      <Section aria-labelledby="orders-title">
        <h3 id="orders-title">
          <Receipt size={20} aria-hidden="true" /> Mes commandes
        </h3>
        <StackList>
          {data.orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </StackList>
      </Section>
      {/* Each paid order has its invoice (and a credit note per refund): listed right under the orders. */}
      <InvoicesSection />
    </>
  )
}
