import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styled from 'styled-components'
import { ChoiceCard, ChoiceFieldset } from '@/web/src/components/ui/choice-card'

const Group = styled(ChoiceFieldset)`
  margin: 0 0 1.25rem;
  legend {
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

const Option = styled(ChoiceCard)`
  padding: 0.85rem 1rem;
  label {
    display: block;
    font-weight: 600;
    line-height: 1.35;
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
