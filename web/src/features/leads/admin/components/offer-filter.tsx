import { useState } from 'react'
import styled from 'styled-components'

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.35rem;
    font-weight: 600;
    font-size: 0.95rem;
  }
`

const Options = styled.div`
  display: flex;
  gap: 0.25rem;
  /* 2 + 1 + 38 + 1 + 2: as tall as the search box beside it (44 px). */
  padding: 2px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
`

/** A radio drawn as a segment: the input stays in the page for keyboards and screen readers. */
const Option = styled.label`
  position: relative;
  flex: 1 1 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 38px;
  padding: 0 1rem;
  border-radius: 8px;
  font-weight: 600;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryHover};
    box-shadow: 0 1px 3px rgba(15, 23, 42, 0.12);
  }
  &:has(input:focus-visible) {
    outline: 3px solid var(--focus-ring);
    outline-offset: 1px;
  }
  &:hover:not(:has(input:checked)) {
    color: ${({ theme }) => theme.colors.text};
  }
`

export interface FilterChoice {
  value: string
  label: string
}

/** A filter drawn as segments (radios): the choice shows at once, the list follows the address. */
export function SegmentFilter({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string
  name: string
  choices: readonly FilterChoice[]
  value: string
  onChange: (value: string) => void
}) {
  // The address changes in a transition: the choice shows at once, not when the list is there.
  const [selected, setSelected] = useState(value)
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    // The address changed (back button, 'see all'): follow it.
    setShown(value)
    setSelected(value)
  }
  return (
    <Group>
      <legend>{legend}</legend>
      <Options>
        {choices.map((choice) => (
          <Option key={choice.value || 'all'}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={selected === choice.value}
              onChange={() => {
                setSelected(choice.value)
                onChange(choice.value)
              }}
            />
            {choice.label}
          </Option>
        ))}
      </Options>
    </Group>
  )
}

/** Short words, so the three fit on one line on a phone; the cards say the offers in full. */
const OFFERS = [
  { value: '', label: 'Toutes' },
  { value: 'premium', label: 'Premium' },
  { value: 'guide', label: 'Guide' },
] as const

/** The offer filter of /admin/requests: all, premium, guide only. */
export function OfferFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <SegmentFilter legend="Offre" name="offre" choices={OFFERS} value={value} onChange={onChange} />
}

/** Where the team stands: all, new, in progress, handled (issue 35 item 5). */
const STATUSES = [
  { value: '', label: 'Tous' },
  { value: 'new', label: 'Nouveaux' },
  { value: 'in_progress', label: 'En cours' },
  { value: 'handled', label: 'Traités' },
] as const

export function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <SegmentFilter legend="Traitement" name="status" choices={STATUSES} value={value} onChange={onChange} />
}
