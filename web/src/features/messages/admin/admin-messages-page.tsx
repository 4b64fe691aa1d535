import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import styled from 'styled-components'
import { SELECTED_CLIENT_PARAM } from '@/contract/admin-queue'
import type { AdminUser } from '@/contract/admin-users'
import { useAdminUsers } from './api/admin-users'
import { BackOfficeShell } from '@/web/src/components/layouts/back-office-shell'
import { MessageHistoryPanel, NoUserSelected } from './components/message-history-panel'
import { UserListPanel } from './components/user-list-panel'
import { useDebouncedValue } from '@/web/src/lib/use-debounced-value'

const Columns = styled.div`
  display: grid;
  gap: 1.25rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(18rem, 22rem) minmax(0, 1fr);
  }
`

/** Below this width the history is under the list: picking a user brings it into view. */
const STACKED = '(max-width: 1023px)'

/**
 * /admin/messages (spec 2 §2, §5, §8): the clients, searched on the server, and the selected
 * client's thread, where staff write, send the welcome test message and read the replies.
 */
export default function AdminMessagesPage() {
  return (
    <BackOfficeShell title="Messages" subtitle="Écrivez aux clients et suivez leurs réponses." backToAdmin>
      <AdminMessages />
    </BackOfficeShell>
  )
}

function AdminMessages() {
  // A link from the work queue (?client=<id>&q=<email>): the list searched for that client, and the client selected.
  const [params] = useSearchParams()
  const [search, setSearch] = useState(() => params.get('q') ?? '')
  const debouncedSearch = useDebouncedValue(search.trim())
  const users = useAdminUsers(debouncedSearch)
  const [picked, setSelected] = useState<AdminUser | null>(null)
  const linked = Number(params.get(SELECTED_CLIENT_PARAM))
  const selected = picked ?? users.users.find((user) => user.id === linked) ?? null
  const historyHeading = useRef<HTMLHeadingElement | null>(null)

  const selectedId = selected?.id ?? null
  useEffect(() => {
    if (selectedId === null || !window.matchMedia(STACKED).matches) return
    historyHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    historyHeading.current?.focus({ preventScroll: true })
  }, [selectedId])

  return (
    <Columns>
      <UserListPanel search={search} onSearch={setSearch} list={users} selectedId={selectedId} onSelect={setSelected} />
      {selected ? (
        <MessageHistoryPanel key={selected.id} user={selected} headingRef={historyHeading} onChanged={() => void users.refresh()} />
      ) : (
        <NoUserSelected headingRef={historyHeading} />
      )}
    </Columns>
  )
}
