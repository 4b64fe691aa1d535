import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react'
import styled from 'styled-components'
import { Input, Textarea } from './input'
import { Label } from './label'

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
  min-width: 0;
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

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string
  hint?: string
}

/** A labelled input whose hint and error are tied to it (aria-describedby) and announced. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField({ label, error, hint, id, ...input }, ref) {
  const generated = useId()
  const inputId = id ?? generated
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <Wrapper>
      <Label htmlFor={inputId}>{label}</Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <Input
        ref={ref}
        id={inputId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  )
})

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  error?: string
  hint?: string
}

/** The multi-line version of FormField (same label, hint and error wiring). */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, id, ...textarea },
  ref,
) {
  const generated = useId()
  const inputId = id ?? generated
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <Wrapper>
      <Label htmlFor={inputId}>{label}</Label>
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      <Textarea
        ref={ref}
        id={inputId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {error ? (
        <ErrorText id={`${inputId}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Wrapper>
  )
})
