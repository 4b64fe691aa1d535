import { type KeyboardEvent, useRef } from 'react'
import styled from 'styled-components'

export const BLOG_TABS = ['articles', 'categories', 'tags', 'newsletter'] as const
export type BlogTab = (typeof BLOG_TABS)[number]
const LABELS: Record<BlogTab, string> = {
  articles: 'Articles',
  categories: 'Catégories',
  tags: 'Tags',
  newsletter: 'Lettre d’information',
}

export const tabId = (tab: BlogTab) => `blog-tab-${tab}`
export const panelId = (tab: BlogTab) => `blog-panel-${tab}`

/** On a phone the four tabs wrap to a second line rather than hide the last one off screen. */
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0 0 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Tab = styled.button`
  min-height: 44px;
  padding: 0.6rem 0.75rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 0.6rem 1rem;
  }
  border: none;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`

/**
 * The tabs of /admin/blog (spec 2's three, and the newsletter's) (WAI-ARIA tabs: one tab stop, arrows, Home and End move and
 * select). The chosen tab lives in the address, so a reload keeps it.
 */
export function BlogTabs({ value, onChange }: { value: BlogTab; onChange: (tab: BlogTab) => void }) {
  const refs = useRef<Partial<Record<BlogTab, HTMLButtonElement | null>>>({})
  const move = (event: KeyboardEvent) => {
    const index = BLOG_TABS.indexOf(value)
    const next =
      event.key === 'ArrowRight'
        ? BLOG_TABS[(index + 1) % BLOG_TABS.length]
        : event.key === 'ArrowLeft'
          ? BLOG_TABS[(index + BLOG_TABS.length - 1) % BLOG_TABS.length]
          : event.key === 'Home'
            ? BLOG_TABS[0]
            : event.key === 'End'
              ? BLOG_TABS[BLOG_TABS.length - 1]
              : null
    if (!next) return
    event.preventDefault()
    onChange(next)
    refs.current[next]?.focus()
  }
  return (
    <List role="tablist" aria-label="Contenu du blog" onKeyDown={move}>
      {BLOG_TABS.map((tab) => (
        <Tab
          key={tab}
          ref={(element) => {
            refs.current[tab] = element
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === value}
          aria-controls={panelId(tab)}
          tabIndex={tab === value ? 0 : -1}
          onClick={() => onChange(tab)}
        >
          {LABELS[tab]}
        </Tab>
      ))}
    </List>
  )
}
