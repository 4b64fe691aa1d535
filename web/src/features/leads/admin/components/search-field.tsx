import { Search, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { ADMIN_SEARCH_MAX } from '@/contract/admin-inbox'
import { Input } from '@/web/src/components/ui/input'
import { Label } from '@/web/src/components/ui/label'

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
  flex: 1 1 18rem;
  max-width: 40rem;
`

const Control = styled.div`
  position: relative;
  > svg {
    position: absolute;
    left: 0.75rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.muted};
    pointer-events: none;
  }
  input {
    padding-left: 2.5rem;
    padding-right: 2.75rem;
  }
  input::-webkit-search-cancel-button {
    appearance: none;
  }
`

const Clear = styled.button`
  position: absolute;
  right: 0;
  top: 0;
  width: 44px;
  height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  border-radius: 8px;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`

/** Waits this long after the last key before searching on the server. */
const SEARCH_DELAY_MS = 300

/**
 * A search box that searches as one types (after a short pause) and on Enter. `value` is the
 * search in force (the URL's); the box keeps what is being typed.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string
  placeholder: string
  value: string
  onSearch: (value: string) => void
}) {
  const id = useId()
  const [text, setText] = useState(value)
  const input = useRef<HTMLInputElement>(null)
  const latest = useRef(onSearch)
  useEffect(() => {
    latest.current = onSearch
  })
  /** The last search this box asked for: a `value` equal to it is its own echo, not news. */
  const asked = useRef(value)
  const search = (next: string) => {
    asked.current = next
    latest.current(next)
  }

  // The search changed elsewhere (back button, 'clear filters'): show it.
  useEffect(() => {
    if (value === asked.current) return
    asked.current = value
    setText(value)
  }, [value])

  useEffect(() => {
    const next = text.trim()
    if (next === asked.current) return
    const timer = setTimeout(() => {
      asked.current = next
      latest.current(next)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])

  return (
    <Wrapper
      as="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        search(text.trim())
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <Control>
        <Search size={18} aria-hidden="true" />
        <Input
          ref={input}
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={ADMIN_SEARCH_MAX}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {text ? (
          <Clear
            type="button"
            aria-label="Effacer la recherche"
            onClick={() => {
              setText('')
              search('')
              input.current?.focus()
            }}
          >
            <X size={18} aria-hidden="true" />
          </Clear>
        ) : null}
      </Control>
    </Wrapper>
  )
}
