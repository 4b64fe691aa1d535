import type { ReactNode } from 'react'
import styled from 'styled-components'

/** The same spacing and texts as components/ui/form-field, for the funnel's composite fields. */
export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  margin-bottom: 1.25rem;
  min-width: 0;
`

export const FieldHint = styled.p`
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

/** A field's error, announced when it appears; the field points to it with aria-describedby. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ErrorText id={id} role="alert">
      {children}
    </ErrorText>
  )
}
