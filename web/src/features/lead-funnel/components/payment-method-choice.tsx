import { CreditCard, Landmark } from 'lucide-react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styled from 'styled-components'
import { formatMoney } from '@/contract/money'
import type { CheckoutMethod, PaymentMethodId } from '@/contract/payments'
import { FieldError } from './field-parts'

const Group = styled.fieldset`
  margin: 1.5rem 0 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: 0.75rem;
  legend {
    padding: 0;
    margin-bottom: 0.75rem;
    font-weight: 700;
  }
`

const Option = styled.div<{ $selected: boolean; $invalid: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto auto 1fr;
  align-items: center;
  gap: 0.75rem;
  padding: 0.9rem 1rem;
  border-radius: 12px;
  border: 2px solid
    ${({ $selected, $invalid, theme }) => ($selected ? theme.colors.primary : $invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-within {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    position: relative;
    z-index: 1;
  }
  > svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  /* The label covers the whole option: a click anywhere on it chooses it. */
  label {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.15rem 1rem;
    cursor: pointer;
  }
  label::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
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
  return (
    <Group aria-describedby={error ? 'funnel-paiement-error' : undefined}>
      <legend>Moyen de paiement</legend>
      {methods.map((method) => {
        const Icon = ICONS[method.id]
        const id = `funnel-paiement-${method.id}`
        return (
          <Option key={method.id} $selected={selected === method.id} $invalid={Boolean(error)}>
            <input type="radio" id={id} value={method.id} aria-invalid={error ? true : undefined} {...field} />
            <Icon size={20} aria-hidden="true" />
            <label htmlFor={id}>
              <strong>{method.label}</strong> <span>{formatMoney(method.amountMinor, method.currency)}</span>
            </label>
          </Option>
        )
      })}
      {error ? <FieldError id="funnel-paiement-error">{error}</FieldError> : null}
    </Group>
  )
}
