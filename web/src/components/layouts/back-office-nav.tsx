import { FileText, FolderKanban, House, Inbox, Mail, Menu, MessagesSquare, Wallet, X } from 'lucide-react'
import { type ComponentType, type Ref, useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import styled from 'styled-components'
import type { AdminQueueResponse } from '@/contract/admin-queue'
import { totalWaiting, useWorkQueue } from '../../lib/use-work-queue'
import { VisuallyHidden } from '../ui/visually-hidden'

type Queue = AdminQueueResponse['queue']

interface NavEntry {
  to: string
  label: string
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>
  /** Whether the current path is this page or one of its own (a project under Projets). */
  matches: (path: string) => boolean
  /** What waits on this page, from the work queue. */
  waiting?: (queue: Queue) => number
}

const under =
  (...prefixes: string[]) =>
  (path: string) =>
    prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

/** The back-office's pages (web/src/app/routes.tsx), in the home's order of work. */
const ENTRIES: readonly NavEntry[] = [
  { to: '/admin', label: 'Accueil', Icon: House, matches: (path) => path === '/admin' || path === '/admin/' },
  { to: '/admin/messages', label: 'Messages', Icon: MessagesSquare, matches: under('/admin/messages'), waiting: (q) => q.messages.count },
  {
    to: '/admin/projects',
    label: 'Projets',
    Icon: FolderKanban,
    matches: under('/admin/projects', '/admin/project'),
    waiting: (q) => q.documents.count + q.orders.count,
  },
  { to: '/admin/payments', label: 'Paiements', Icon: Wallet, matches: under('/admin/payments') },
  { to: '/admin/contacts', label: 'Contacts', Icon: Mail, matches: under('/admin/contacts'), waiting: (q) => q.contacts.count },
  { to: '/admin/requests', label: 'Demandes', Icon: Inbox, matches: under('/admin/requests'), waiting: (q) => q.requests.count },
  { to: '/admin/blog', label: 'Blog', Icon: FileText, matches: under('/admin/blog') },
]

const COUNT = new Intl.NumberFormat('fr-FR')

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
`

const Entry = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.65rem;
  min-height: 44px;
  padding: 0 0.75rem;
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  svg {
    flex: 0 0 auto;
    color: ${({ theme }) => theme.colors.muted};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
    svg {
      color: ${({ theme }) => theme.colors.primary};
    }
  }
`

/** A count beside a page's name: the primary colour, white figures (AA on #1d4ed8). */
const CountBadge = styled.span`
  margin-inline-start: auto;
  min-width: 1.6rem;
  padding: 0.05rem 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.8rem;
  font-weight: 700;
  line-height: 1.5;
  text-align: center;
  font-variant-numeric: tabular-nums;
`

/** « 3 à traiter » read after the page's name; the figure alone is shown. */
function Waiting({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <>
      <CountBadge aria-hidden="true">{COUNT.format(count)}</CountBadge>
      <VisuallyHidden> ({COUNT.format(count)} à traiter)</VisuallyHidden>
    </>
  )
}

/** The pages, the current one marked, with what waits on each. */
function NavList({ onNavigate, firstLinkRef }: { onNavigate?: () => void; firstLinkRef?: Ref<HTMLAnchorElement> }) {
  const { pathname } = useLocation()
  const { data } = useWorkQueue()
  return (
    <List>
      {ENTRIES.map(({ to, label, Icon, matches, waiting }, index) => (
        <li key={to}>
          <Entry
            to={to}
            ref={index === 0 ? firstLinkRef : undefined}
            aria-current={matches(pathname) ? 'page' : undefined}
            onClick={onNavigate}
          >
            <Icon size={18} aria-hidden="true" />
            {label}
            {data && waiting ? <Waiting count={waiting(data.queue)} /> : null}
          </Entry>
        </li>
      ))}
    </List>
  )
}

const Sidebar = styled.nav`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: block;
    position: sticky;
    top: calc(64px + 1.5rem);
    align-self: start;
  }
`

/** The navigation beside every back-office page at 1024 px and wider. */
export function BackOfficeSidebar() {
  return (
    <Sidebar aria-label="Back-office">
      <NavList />
    </Sidebar>
  )
}

const MenuArea = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: none;
  }
`

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  ${CountBadge} {
    margin-inline-start: 0.1rem;
  }
`

/** Under the header's bar, across the page (the header is its positioned ancestor). */
const Panel = styled.nav`
  position: absolute;
  top: 100%;
  inset-inline-start: 0;
  inset-inline-end: 0;
  max-height: calc(100vh - 64px);
  overflow-y: auto;
  padding: 0.75rem 1rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow};
`

/**
 * The same navigation on a phone: a button in the header opening it under the bar. Opening moves
 * the focus to its first page; Escape, a click elsewhere or the button close it, the focus back on
 * the button.
 */
export function BackOfficeMenu() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const area = useRef<HTMLDivElement>(null)
  const firstLink = useRef<HTMLAnchorElement>(null)
  const { data } = useWorkQueue()
  const waiting = data ? totalWaiting(data.queue) : 0

  useEffect(() => {
    if (!open) return
    firstLink.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <MenuArea ref={area}>
      <MenuButton ref={button} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {open ? <X size={18} aria-hidden="true" /> : <Menu size={18} aria-hidden="true" />}
        Menu
        <Waiting count={waiting} />
      </MenuButton>
      <Panel id={panelId} aria-label="Back-office" hidden={!open}>
        <NavList firstLinkRef={firstLink} onNavigate={() => setOpen(false)} />
      </Panel>
    </MenuArea>
  )
}
