import styled from 'styled-components'
import { PAYMENT_FILTER_LABELS, PAYMENT_FILTERS, type PaymentFilter } from '@/contract/admin-payments'
import { SelectField } from '@/web/src/components/ui/select-field'

const Field = styled.div`
  flex: 1 1 14rem;
  max-width: 22rem;
  > div {
    margin-bottom: 0;
  }
`

const OPTIONS = PAYMENT_FILTERS.map((filter) => ({ value: filter, label: PAYMENT_FILTER_LABELS[filter] }))

/** The status filter (spec 2 §2): all, pending, completed, failed, cancelled, refunded. */
export function StatusFilter({ value, onChange }: { value: PaymentFilter; onChange: (value: PaymentFilter) => void }) {
  return (
    <Field>
      <SelectField label="Statut" value={value} onChange={(event) => onChange(event.target.value as PaymentFilter)} options={OPTIONS} />
    </Field>
  )
}
