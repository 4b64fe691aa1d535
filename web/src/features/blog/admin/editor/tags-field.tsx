import { Check } from 'lucide-react'
import styled from 'styled-components'
import type { ApiBlogTag } from '@/contract/blog'
import { safeColour } from '../components/colour-contrast'

const Set = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
    font-size: 0.95rem;
  }
`

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  max-height: 14rem;
  overflow-y: auto;
  padding: 2px;
`

/** A checkbox drawn as a chip: the real input stays (keyboard, screen readers), only its look changes. */
const Chip = styled.label<{ $colour: string }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 36px;
  padding: 0.3rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.9rem;
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-weight: 600;
  }
  .dot {
    width: 0.7rem;
    height: 0.7rem;
    border-radius: 50%;
    background: ${({ $colour }) => $colour};
    box-shadow: inset 0 0 0 1px rgba(15, 23, 42, 0.2);
  }
  .tick {
    display: none;
  }
  &:has(input:checked) .tick {
    display: inline;
  }
`

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`

const ErrorText = styled.p`
  margin: 0.35rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  font-weight: 500;
`

/** The post's tags: every tag as a checkbox chip. */
export function TagsField({
  tags,
  value,
  onChange,
  error,
  loading,
}: {
  tags: ApiBlogTag[] | undefined
  value: number[]
  onChange: (value: number[]) => void
  error?: string
  loading: boolean
}) {
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...value, id] : value.filter((tagId) => tagId !== id))
  return (
    <Set>
      <legend>Tags</legend>
      {loading ? <Muted>Chargement des tags…</Muted> : null}
      {!loading && (!tags || tags.length === 0) ? <Muted>Aucun tag pour le moment (onglet Tags du blog).</Muted> : null}
      {tags && tags.length > 0 ? (
        <Chips>
          {tags.map((tag) => (
            <Chip key={tag.id} $colour={safeColour(tag.color)}>
              <input type="checkbox" checked={value.includes(tag.id)} onChange={(event) => toggle(tag.id, event.target.checked)} />
              <span className="dot" aria-hidden="true" />
              {tag.name}
              <Check className="tick" size={14} aria-hidden="true" />
            </Chip>
          ))}
        </Chips>
      ) : null}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Set>
  )
}
