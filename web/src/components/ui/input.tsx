import styled, { css } from 'styled-components'

/** The look shared by text inputs and text areas. */
const fieldStyle = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.75rem;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.inputBorder)};
  border-radius: 8px;
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 1;
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.background};
  }
`

/** A text input; `$invalid` draws the error border (pair it with aria-invalid). */
export const Input = styled.input<{ $invalid?: boolean }>`
  ${fieldStyle}
`

/** A multi-line text field, same look as Input; grows only vertically. */
export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${fieldStyle}
  resize: vertical;
  min-height: 8rem;
`
