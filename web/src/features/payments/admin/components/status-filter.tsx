import { ChevronDown } from 'lucide-react'
import { useId } from 'react'
import styled from 'styled-components'
import { PAYMENT_FILTER_LABELS, PAYMENT_FILTERS, type PaymentFilter } from '@/contract/admin-payments'
import { Label } from '@/web/src/components/ui/label'

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  flex: 1 1 14rem;
  max-width: 22rem;
`

const Control = styled.div`
  position: relative;
  svg {
    position: absolute;
    right: 0.75rem;
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 2.5rem 0.6rem 0.75rem;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: 8px;
  appearance: none;
  cursor: pointer;
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`

/** The status filter (spec 2 §2): all, pending, completed, failed, cancelled, refunded. */
export function StatusFilter({ value, onChange }: { value: PaymentFilter; onChange: (value: PaymentFilter) => void }) {
  const id = useId()
  return (
    <Field>
      <Label htmlFor={id}>Statut</Label>
      <Control>
        <Select id={id} value={value} onChange={(event) => onChange(event.target.value as PaymentFilter)}>
          {PAYMENT_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {PAYMENT_FILTER_LABELS[filter]}
            </option>
          ))}
        </Select>
        <ChevronDown size={18} aria-hidden="true" />
      </Control>
    </Field>
  )
}
