/**
 * The first visit after paying (issue 33 item 2): the confirmation page opens /dashboard?commande=GS-…,
 * and the client area welcomes that order by name, with what happens next. Shown only for an
 * order of this account (a number typed into the address shows nothing); closing it drops the query.
 */
import { PartyPopper, X } from 'lucide-react'
import styled from 'styled-components'
import { amountToMinor } from '@/contract/admin-payments'
import { dateFormats, formatMoneyIn } from '@/contract/i18n/format'
import { Card } from '@/web/src/components/ui/card'
import { useOrders } from '../api/use-orders'
import { useDashboardText } from '../i18n'
import { useServiceName } from './orders-section'

const Banner = styled(Card)`
  position: relative;
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  margin-bottom: 1rem;
  border-color: ${({ theme }) => theme.colors.success};
  background: #f0fdf4;
  h2 {
    margin: 0 0 0.35rem;
    font-size: 1.2rem;
    padding-inline-end: 2.5rem;
  }
  p {
    margin: 0 0 0.35rem;
  }
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success};
    margin-top: 0.15rem;
  }
`

const Close = styled.button`
  position: absolute;
  top: 0.75rem;
  inset-inline-end: 0.75rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover {
    background: rgba(15, 23, 42, 0.06);
  }
`

export function OrderWelcome({ orderNumber, onClose }: { orderNumber: string; onClose: () => void }) {
  const t = useDashboardText()
  const serviceName = useServiceName()
  const { data } = useOrders()
  const order = data?.orders.find((candidate) => candidate.orderNumber === orderNumber)
  if (!order) return null
  const details = {
    number: <bdi>{order.orderNumber}</bdi>,
    service: serviceName(order.service),
    amount: <bdi>{formatMoneyIn(t.locale, amountToMinor(order.amount, order.currency), order.currency)}</bdi>,
  }
  return (
    <Banner role="status" aria-labelledby="order-welcome-title">
      <PartyPopper size={28} aria-hidden="true" />
      <div>
        <h2 id="order-welcome-title">{t('welcome.title')}</h2>
        <p>
          {order.paidAt
            ? t.rich('welcome.order.paid', { strong: <strong /> }, { ...details, date: dateFormats(t.locale).dateTime(order.paidAt) })
            : t.rich('welcome.order', { strong: <strong /> }, details)}
        </p>
        <p>{t('welcome.next')}</p>
      </div>
      <Close type="button" onClick={onClose} aria-label={t('welcome.close')}>
        <X size={20} aria-hidden="true" />
      </Close>
    </Banner>
  )
}
