import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styled from 'styled-components'

const Group = styled.fieldset`
  margin: 0 0 1.25rem;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
`

const Options = styled.div<{ $columns: number }>`
  display: grid;
  gap: 0.75rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`

const Option = styled.div<{ $selected: boolean; $invalid: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: 0.75rem;
  padding: 0.85rem 1rem;
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
    margin: 0.1rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    position: relative;
    z-index: 1;
  }
  /* The label covers the whole option: a tap anywhere on it chooses it. */
  label {
    display: block;
    cursor: pointer;
    font-weight: 600;
    line-height: 1.35;
  }
  label::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  small {
    display: block;
    margin-top: 0.2rem;
    font-weight: 400;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const ErrorText = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  font-weight: 500;
`

export interface Choice {
  value: string
  label: string
  description?: ReactNode
}

/**
 * One answer among a few, as native radios in a fieldset (one tab stop, arrow keys), each a
 * card whose whole surface chooses it.
 */
export function ChoiceGroup({
  id,
  legend,
  choices,
  selected,
  error,
  field,
  columns = 1,
}: {
  id: string
  legend: string
  choices: readonly Choice[]
  selected: string
  error?: string
  field: UseFormRegisterReturn
  columns?: number
}) {
  const errorId = `${id}-error`
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <Options $columns={columns}>
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`
          return (
            <Option key={choice.value} $selected={selected === choice.value} $invalid={Boolean(error)}>
              <input type="radio" id={inputId} value={choice.value} aria-invalid={error ? true : undefined} {...field} />
              <label htmlFor={inputId}>
                {choice.label}
                {choice.description ? <small>{choice.description}</small> : null}
              </label>
            </Option>
          )
        })}
      </Options>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Group>
  )
}
