import { useId } from 'react'
import styled from 'styled-components'
import { Input } from '@/web/src/components/ui/input'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { safeColour } from './colour-contrast'

const Wrapper = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin: 0 0 1rem;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.35rem;
    font-weight: 600;
    font-size: 0.95rem;
  }
`

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`

const Picker = styled.input`
  flex: none;
  width: 44px;
  height: 44px;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
`

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  font-weight: 500;
`

/** A colour: the browser's picker and the same value as #RRGGBB text, kept in step. */
export function ColourField({
  value,
  onChange,
  error,
  fallback,
}: {
  value: string
  onChange: (value: string) => void
  error?: string
  fallback: string
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <Wrapper>
      <legend>Couleur</legend>
      <Row>
        <Picker
          type="color"
          aria-label="Choisir la couleur"
          value={safeColour(value, fallback).toLowerCase()}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
        <VisuallyHidden as="label" htmlFor={id}>
          Code couleur (hex)
        </VisuallyHidden>
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          placeholder={fallback}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          style={{ maxWidth: '9rem', fontFamily: 'ui-monospace, monospace' }}
        />
      </Row>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  )
}
