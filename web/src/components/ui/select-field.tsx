import { ChevronDown } from 'lucide-react'
import { forwardRef, type SelectHTMLAttributes, useId } from 'react'
import styled from 'styled-components'
import { Label } from './label'

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
  min-width: 0;
`

const Control = styled.div`
  position: relative;
  svg {
    position: absolute;
    inset-inline-end: 0.75rem;
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.colors.muted};
  }
`

/** Same look as the text inputs (components/ui/input.tsx), with the platform's own list. */
const Select = styled.select<{ $invalid: boolean; $placeholder: boolean }>`
  width: 100%;
  min-height: 44px;
  padding-block: 0.6rem;
  padding-inline: 0.75rem 2.5rem;
  font: inherit;
  color: ${({ $placeholder, theme }) => ($placeholder ? theme.colors.muted : theme.colors.text)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.inputBorder)};
  border-radius: 8px;
  appearance: none;
  cursor: pointer;
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  option {
    color: ${({ theme }) => theme.colors.text};
  }
`

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  font-weight: 500;
`

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  error?: string
  hint?: string
  /** A first, empty choice ('Sélectionnez un type'), greyed while nothing is chosen. */
  placeholder?: string
  /** The current value, to grey the placeholder while nothing is chosen. */
  currentValue?: string
  options: readonly { value: string; label: string }[]
}

/** A labelled native select whose error is tied to it (aria-describedby) and announced. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, placeholder, currentValue, options, id, ...select },
  ref,
) {
  const generated = useId()
  const selectId = id ?? generated
  const errorId = `${selectId}-error`
  const hintId = `${selectId}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <Wrapper>
      <Label htmlFor={selectId}>{label}</Label>
      <Control>
        <Select
          ref={ref}
          id={selectId}
          $invalid={Boolean(error)}
          $placeholder={placeholder !== undefined && !currentValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <ChevronDown size={18} aria-hidden="true" />
      </Control>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  )
})
