import { useId, useState } from 'react'
import styled from 'styled-components'

/** Past these, the message is cut to a few lines until it is opened. */
const LONG_CHARACTERS = 500
const LONG_LINES = 7

const Quote = styled.div`
  padding: 0.875rem 1rem;
  background: ${({ theme }) => theme.colors.background};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  border-radius: 0 8px 8px 0;
`

/** The clamp sits inside the padded box, so no half line shows under the last one. */
const Text = styled.p<{ $clamped: boolean }>`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
  ${({ $clamped }) =>
    $clamped
      ? `
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 6;
    overflow: hidden;
  `
      : ''}
`

const Toggle = styled.button`
  align-self: flex-start;
  min-height: 44px;
  margin-top: -0.5rem;
  padding: 0 0.25rem;
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 2px;
`

/** The visitor's message, as text (never HTML), line breaks kept; a long one opens on demand. */
export function ContactMessage({ message }: { message: string }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const long = message.length > LONG_CHARACTERS || message.split('\n').length > LONG_LINES
  return (
    <>
      <Quote>
        <Text id={id} $clamped={long && !open}>
          {message}
        </Text>
      </Quote>
      {long ? (
        <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
          {open ? 'Réduire le message' : 'Afficher tout le message'}
        </Toggle>
      ) : null}
    </>
  )
}
