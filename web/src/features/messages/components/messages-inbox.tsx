import { ArrowLeft, ChevronDown, MailOpen, SquarePen } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import type { PublicUser } from '@/contract/auth'
import type { ApiMessage, MessagesResponse } from '@/contract/messages'
import { Badge } from '@/web/src/components/ui/badge'
import { Button } from '@/web/src/components/ui/button'
import { Card } from '@/web/src/components/ui/card'
import { EmptyState } from '@/web/src/components/ui/empty-state'
import { LIST_MESSAGES_ERROR, useMessagesPage } from '../api/list-messages'
import { useMarkMessageRead } from '../api/mark-message-read'
import { InboxEmpty, InboxError, InboxLoading } from './inbox-states'
import { MessageListItem } from './message-list-item'
import { MessageReader } from './message-reader'
import { OlderMessagesPage } from './older-messages-page'
import { ReplyForm } from './reply-form'

/** What the reading pane shows. A message keeps the copy it was opened from until the list has it again. */
type View = { kind: 'none' } | { kind: 'compose' } | { kind: 'message'; id: number; page: number; opened: ApiMessage }

/** Below the theme's `md` breakpoint the list and the reader stack (spec: phones). */
const PHONE_QUERY = '(max-width: 767.98px)'
const isPhone = () => window.matchMedia(PHONE_QUERY).matches
const scrollBehavior = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth')

const unreadLabel = (count: number) => `${count} ${count > 1 ? 'nouveaux' : 'nouveau'}`

/** Rounded corners clip the rows; 'clip' (unlike 'hidden') keeps the list's sticky position working. */
const Panel = styled(Card)`
  padding: 0;
  overflow: hidden;
  overflow: clip;
`

const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem 1.5rem;
  padding: 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 1.5rem;
  }
`

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
`

const Subtitle = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`

const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(18rem, 25rem) minmax(0, 1fr);
  }
`

const ListPane = styled.div`
  min-width: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`

/**
 * Spec 1 §2: the list scrolls at a limited height of about 24rem. Beside a long message on
 * wide screens it stays in view while the reader scrolls.
 */
const ScrollArea = styled.div`
  max-height: 24rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    position: sticky;
    top: 0;
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

const MoreRow = styled.div`
  padding: 0.75rem 1.25rem 1rem;
`

const ReaderPane = styled.div`
  min-width: 0;
  padding: 1.5rem 1.25rem 2rem;
  scroll-margin-top: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 2rem;
  }
`

/** On phones the hint sits under the list: kept short there. */
const NothingSelected = styled.div`
  & > div {
    padding: 0.5rem 1rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    & > div {
      padding: 4rem 1rem;
    }
  }
`

const BackButton = styled(Button)`
  margin: -0.5rem 0 1rem -0.75rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`

const StaleNotice = styled.p`
  margin: 0;
  padding: 0.75rem 1.25rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const findMessage = (pages: (MessagesResponse | undefined)[], id: number) =>
  pages.reduce<ApiMessage | undefined>((found, page) => found ?? page?.messages.find((message) => message.id === id), undefined)

/**
 * The 'Messages' tab of the client area (spec 1 §3-4): the list of the client's exchanges
 * with support, newest first, 20 at a time, and the opened message with its reply form.
 * Opening an unread support message marks it read; the list and the overview refetch.
 */
export function MessagesInbox({ user }: { user: PublicUser }) {
  const first = useMessagesPage(user.id, 1)
  const [pageCount, setPageCount] = useState(1)
  const last = useMessagesPage(user.id, pageCount)
  const [view, setView] = useState<View>({ kind: 'none' })
  const opened = useMessagesPage(user.id, view.kind === 'message' ? view.page : 1)
  const markRead = useMarkMessageRead(user.id)

  const prefix = useId()
  const titleId = `${prefix}-title`
  const itemId = useCallback((messageId: number) => `${prefix}-message-${messageId}`, [prefix])
  const listRef = useRef<HTMLDivElement>(null)
  const readerRef = useRef<HTMLDivElement>(null)
  const subjectRef = useRef<HTMLHeadingElement>(null)
  const newButtonRef = useRef<HTMLButtonElement>(null)
  /**
   * Set by an action, applied once the pane has rendered: 'opened' brings the reader into view
   * on phones (on wide screens focus stays in the list); 'sent' moves focus to the new message
   * (the form that had it is gone); 'form' focuses the subject of a new message.
   */
  const reveal = useRef<'opened' | 'sent' | 'form' | null>(null)
  const [focusPage, setFocusPage] = useState<number | null>(null)

  const selected = view.kind === 'message' ? (findMessage([first.data, opened.data, last.data], view.id) ?? view.opened) : null

  useEffect(() => {
    const target = reveal.current
    reveal.current = null
    const reader = readerRef.current
    if (!target || !reader) return
    const phone = isPhone()
    if (phone) reader.scrollIntoView({ block: 'start', behavior: scrollBehavior() })
    if (target === 'form') reader.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: phone })
    else if (phone || target === 'sent') subjectRef.current?.focus({ preventScroll: phone })
  }, [view])

  const openMessage = (message: ApiMessage, page: number) => {
    reveal.current = 'opened'
    setView({ kind: 'message', id: message.id, page, opened: message })
    void markRead(message)
  }

  const compose = () => {
    reveal.current = 'form'
    setView({ kind: 'compose' })
  }

  const onSent = (message: ApiMessage) => {
    reveal.current = 'sent'
    setView({ kind: 'message', id: message.id, page: 1, opened: message })
  }

  const backToList = () => {
    listRef.current?.scrollIntoView({ block: 'start', behavior: scrollBehavior() })
    const item = view.kind === 'message' ? document.getElementById(itemId(view.id)) : null
    ;(item ?? newButtonRef.current)?.focus({ preventScroll: true })
  }

  const cancelCompose = () => {
    setView({ kind: 'none' })
    newButtonRef.current?.focus()
  }

  const loadMore = () => {
    setFocusPage(pageCount + 1)
    setPageCount(pageCount + 1)
  }

  const data = first.data
  const unread = data?.unread ?? 0
  const loadingMore = pageCount > 1 && !last.data && last.isLoading
  const hasMore = last.data ? last.data.page < last.data.totalPages : false

  let body
  if (!data) {
    body = first.error ? <InboxError onRetry={() => void first.mutate()} /> : <InboxLoading />
  } else if (data.total === 0 && view.kind !== 'compose') {
    body = <InboxEmpty />
  } else if (data.total === 0) {
    body = (
      <ReaderPane ref={readerRef}>
        <ReplyForm userId={user.id} onSent={onSent} onCancel={cancelCompose} />
      </ReaderPane>
    )
  } else {
    body = (
      <Split>
        <ListPane ref={listRef}>
          {first.error ? (
            <StaleNotice role="alert">
              {LIST_MESSAGES_ERROR}
              <Button $variant="ghost" onClick={() => void first.mutate()}>
                Réessayer
              </Button>
            </StaleNotice>
          ) : null}
          <ScrollArea data-scroll-area>
            <List aria-label="Vos messages, du plus récent au plus ancien">
              {data.messages.map((message) => (
                <MessageListItem
                  key={message.id}
                  id={itemId(message.id)}
                  message={message}
                  selected={message.id === selected?.id}
                  onOpen={(item) => openMessage(item, 1)}
                />
              ))}
              {Array.from({ length: pageCount - 1 }, (_, index) => index + 2).map((page) => (
                <OlderMessagesPage
                  key={page}
                  userId={user.id}
                  page={page}
                  selectedId={selected?.id ?? null}
                  itemId={itemId}
                  onOpen={openMessage}
                  focusOnLoad={focusPage === page}
                />
              ))}
            </List>
            {hasMore || loadingMore ? (
              <MoreRow>
                <Button $variant="secondary" $block aria-disabled={loadingMore || undefined} onClick={loadingMore ? undefined : loadMore}>
                  <ChevronDown size={18} aria-hidden="true" />
                  {loadingMore ? 'Chargement des messages…' : 'Messages plus anciens'}
                </Button>
              </MoreRow>
            ) : null}
          </ScrollArea>
        </ListPane>
        <ReaderPane ref={readerRef}>
          {view.kind === 'none' ? (
            <NothingSelected>
              <EmptyState icon={<MailOpen size={22} />}>Sélectionnez un message pour le lire</EmptyState>
            </NothingSelected>
          ) : (
            <>
              <BackButton $variant="ghost" onClick={view.kind === 'compose' ? cancelCompose : backToList}>
                <ArrowLeft size={18} aria-hidden="true" />
                Retour aux messages
              </BackButton>
              {selected ? (
                <MessageReader
                  message={selected}
                  user={user}
                  headingRef={subjectRef}
                  footer={<ReplyForm key={selected.id} userId={user.id} replyTo={selected} onSent={onSent} />}
                />
              ) : (
                <ReplyForm userId={user.id} onSent={onSent} onCancel={cancelCompose} />
              )}
            </>
          )}
        </ReaderPane>
      </Split>
    )
  }

  return (
    <Panel aria-labelledby={titleId}>
      <PanelHeader>
        <div>
          <TitleRow>
            <h2 id={titleId}>Messages</h2>
            {unread > 0 ? <Badge $tone="info">{unreadLabel(unread)}</Badge> : null}
          </TitleRow>
          <Subtitle>Vos échanges avec l’équipe qui suit votre dossier.</Subtitle>
        </div>
        <Button ref={newButtonRef} onClick={compose} disabled={!data}>
          <SquarePen size={18} aria-hidden="true" />
          Nouveau message
        </Button>
      </PanelHeader>
      {body}
    </Panel>
  )
}
