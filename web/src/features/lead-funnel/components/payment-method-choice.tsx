import { CreditCard, Landmark } from 'lucide-react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styled from 'styled-components'
import { ChoiceCard, ChoiceFieldset } from '@/web/src/components/ui/choice-card'
import { formatMoneyIn } from '@/contract/i18n/format'
import type { CheckoutMethod, PaymentMethodId } from '@/contract/payments'
import { useFunnelText } from '../i18n'
import { FieldError } from './field-parts'

const Group = styled(ChoiceFieldset)`
  margin: 1.5rem 0 0;
  display: grid;
  gap: 0.75rem;
  legend {
    margin-bottom: 0.75rem;
    font-weight: 700;
  }
`

const Option = styled(ChoiceCard)`
  label {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.15rem 1rem;
  }
  strong {
    font-weight: 600;
  }
  span {
    white-space: nowrap;
    font-weight: 700;
  }
`

const ICONS: Record<PaymentMethodId, typeof CreditCard> = { 'algerian-card': Landmark, 'international-card': CreditCard }

/**
 * The card the visitor pays with, when the server offers two (Chargily in dinars, Stripe in
 * euros): native radios (one tab stop, arrow keys), each named by its label and its price.
 */
export function PaymentMethodChoice({
  methods,
  selected,
  error,
  field,
}: {
  methods: readonly CheckoutMethod[]
  selected: unknown
  error: string | undefined
  field: UseFormRegisterReturn<'paymentMethod'>
}) {
  const t = useFunnelText()
  return (
    <Group aria-describedby={error ? 'funnel-paiement-error' : undefined}>
      <legend>{t('payment.legend')}</legend>
      {methods.map((method) => {
        const Icon = ICONS[method.id]
        const id = `funnel-paiement-${method.id}`
        return (
          <Option key={method.id} $selected={selected === method.id} $invalid={Boolean(error)} $withIcon>
            <input type="radio" id={id} value={method.id} aria-invalid={error ? true : undefined} {...field} />
            <Icon size={20} aria-hidden="true" />
            <label htmlFor={id}>
              <strong>{t(`payment.${method.id}`)}</strong>{' '}
              <span>
                <bdi>{formatMoneyIn(t.locale, method.amountMinor, method.currency)}</bdi>
              </span>
            </label>
          </Option>
        )
      })}
      {error ? <FieldError id="funnel-paiement-error">{error}</FieldError> : null}
    </Group>
  )
}
