import { Search, X } from 'lucide-react'
import { type InputHTMLAttributes, useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { useUiText } from './i18n'
import { Input } from './input'
import { Label } from './label'

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
`

const Control = styled.div`
  position: relative;
  > svg {
    position: absolute;
    inset-inline-start: 0.75rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.muted};
    pointer-events: none;
  }
  input {
    padding-inline: 2.5rem 2.75rem;
  }
  input::-webkit-search-cancel-button {
    appearance: none;
  }
`

const Clear = styled.button`
  position: absolute;
  inset-inline-end: 0;
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

/** The longest search the server takes (contract/admin-inbox.ts ADMIN_SEARCH_MAX, contract/admin-users.ts). */
const SEARCH_MAX = 100

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'type'>

/**
 * A labelled search box with its magnifier and a button that empties it, every list's (the
 * back-office's filters, the messages' user list). Controlled: `value` is what is typed.
 */
export function SearchInput({
  label,
  value,
  onChange,
  className,
  ...input
}: InputProps & { label: string; value: string; onChange: (value: string) => void }) {
  const t = useUiText()
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  return (
    <Wrapper className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Control>
        <Search size={18} aria-hidden="true" />
        <Input
          ref={field}
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_MAX}
          {...input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value ? (
          <Clear
            type="button"
            aria-label={t('search.clear')}
            onClick={() => {
              onChange('')
              field.current?.focus()
            }}
          >
            <X size={18} aria-hidden="true" />
          </Clear>
        ) : null}
      </Control>
    </Wrapper>
  )
}

/** Waits this long after the last key before searching on the server. */
export const SEARCH_DELAY_MS = 300

/**
 * A search box that searches as one types (after a short pause) and on Enter. `value` is the
 * search in force (the URL's); the box keeps what is being typed.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
  className,
}: {
  label: string
  placeholder: string
  value: string
  onSearch: (value: string) => void
  className?: string
}) {
  const [text, setText] = useState(value)
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
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        search(text.trim())
      }}
    >
      <SearchInput
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(next) => {
          setText(next)
          if (next === '') search('')
        }}
      />
    </form>
  )
}

/**
 * The row above a list: search and filters side by side from tablets up, one column on
 * phones; its fields keep their own bottom margin.
 */
export const FilterBar = styled.form`
  display: grid;
  gap: 0 1rem;
  margin-bottom: 1rem;
  > div:first-child {
    margin-bottom: 1rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) 15rem;
    align-items: end;
  }
`
