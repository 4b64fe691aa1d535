import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react'
import styled from 'styled-components'
import { Input, Textarea } from '@/web/src/components/ui/input'
import { Label } from '@/web/src/components/ui/label'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'

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

const Foot = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 0.75rem;
`

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
  font-weight: 500;
`

const Count = styled.span<{ $over: boolean }>`
  margin-inline-start: auto;
  flex: none;
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
  color: ${({ $over, theme }) => ($over ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $over }) => ($over ? 600 : 400)};
`

interface CountedProps {
  label: string
  hint?: string
  error?: string
  /** The current text, for the counter. */
  length: number
  limit: number
}

/** A text field with its live character count ('42/60'), red past the limit; one line or several. */
export const CountedField = forwardRef<
  HTMLInputElement & HTMLTextAreaElement,
  CountedProps & { multiline?: boolean } & InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function CountedField({ label, hint, error, length, limit, multiline = false, id, ...rest }, ref) {
  const generated = useId()
  const fieldId = id ?? generated
  const describedBy = [hint ? `${fieldId}-hint` : null, `${fieldId}-count`, error ? `${fieldId}-error` : null].filter(Boolean).join(' ')
  const common = {
    id: fieldId,
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  }
  return (
    <Wrapper>
      <Label htmlFor={fieldId}>{label}</Label>
      {hint ? <Hint id={`${fieldId}-hint`}>{hint}</Hint> : null}
      {multiline ? <Textarea ref={ref} rows={3} {...common} {...rest} /> : <Input ref={ref} {...common} {...rest} />}
      <Foot>
        {error ? (
          <ErrorText id={`${fieldId}-error`} role="alert">
            {error}
          </ErrorText>
        ) : null}
        <Count id={`${fieldId}-count`} $over={length > limit}>
          {length}/{limit}
          <VisuallyHidden> caractères</VisuallyHidden>
        </Count>
      </Foot>
    </Wrapper>
  )
})
