import { ChevronDown, MailOpen, SquarePen } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import type { PublicUser } from '@/contract/auth'
import type { ApiMessage, ApiThread, ThreadsResponse } from '@/contract/messages'
import { Badge } from '@/web/src/components/ui/badge'
import { Button } from '@/web/src/components/ui/button'
import { Card } from '@/web/src/components/ui/card'
import { DirectionalIcon } from '@/web/src/components/ui/directional-icon'
import { EmptyState } from '@/web/src/components/ui/empty-state'
import { whenVisible } from '@/web/src/lib/when-visible'
import { useMarkThreadRead, useThreads } from '../api/threads'
import { useMessagesText } from '../i18n'
import { ClientThread } from './client-thread'
import { InboxEmpty, InboxError, InboxLoading } from './inbox-states'
import { ReplyForm } from './reply-form'
import { ThreadListItem } from './thread-list-item'

/** What the reading pane shows. A conversation keeps the copy it was opened from until the list has it again. */
type View = { kind: 'none' } | { kind: 'compose' } | { kind: 'thread'; id: number; opened: ApiThread }

/** Below the theme's `md` breakpoint the list and the reader stack (spec: phones). */
const PHONE_QUERY = '(max-width: 767.98px)'
const isPhone = () => window.matchMedia(PHONE_QUERY).matches
const scrollBehavior = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth')

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
    border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
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
  margin-block: -0.5rem 1rem;
  margin-inline: -0.75rem 0;
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

const findThread = (pages: (ThreadsResponse | undefined)[], id: number) =>
  pages.reduce<ApiThread | undefined>((found, page) => found ?? page?.threads.find((thread) => thread.id === id), undefined)

/**
 * The 'Messages' tab of the client area (spec 1 §3-4, issue 35 item 1): the client's
 * conversations with support, newest activity first, 20 at a time, and the opened one with
 * its composer under it. Opening a conversation marks support's unread messages read.
 */
export function MessagesInbox({ user }: { user: PublicUser }) {
  const t = useMessagesText()
  const first = useThreads(user.id, 1)
  const [pageCount, setPageCount] = useState(1)
  const last = useThreads(user.id, pageCount)
  const [view, setView] = useState<View>({ kind: 'none' })
  const markRead = useMarkThreadRead(user.id)

  const prefix = useId()
  const titleId = `${prefix}-title`
  const itemId = useCallback((threadId: number) => `${prefix}-thread-${threadId}`, [prefix])
  const listRef = useRef<HTMLDivElement>(null)
  const readerRef = useRef<HTMLDivElement>(null)
  const subjectRef = useRef<HTMLHeadingElement>(null)
  const newButtonRef = useRef<HTMLButtonElement>(null)
  /** Set by an action, applied once the pane has rendered (phones bring the reader into view). */
  const reveal = useRef<'opened' | 'form' | null>(null)

  const selected = view.kind === 'thread' ? (findThread([first.data, last.data], view.id) ?? view.opened) : null

  useEffect(() => {
    const target = reveal.current
    reveal.current = null
    const reader = readerRef.current
    if (!target || !reader) return
    const phone = isPhone()
    if (phone) reader.scrollIntoView({ block: 'start', behavior: scrollBehavior() })
    if (target === 'form') reader.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: phone })
    else if (phone) subjectRef.current?.focus({ preventScroll: phone })
  }, [view])

  // A message arriving in the open conversation (a live update) is read as it shows, or when the tab is seen again.
  const openUnread = view.kind === 'thread' ? (selected?.unread ?? 0) : 0
  const openId = view.kind === 'thread' ? view.id : null
  useEffect(() => {
    if (openId === null || openUnread === 0) return
    return whenVisible(() => void markRead(openId))
  }, [openId, openUnread, markRead])

  const openThread = (thread: ApiThread) => {
    reveal.current = 'opened'
    setView({ kind: 'thread', id: thread.id, opened: thread })
    if (thread.unread > 0) void markRead(thread.id)
  }

  const compose = () => {
    reveal.current = 'form'
    setView({ kind: 'compose' })
  }

  // A new message starts a conversation: it opens, with the composer under it.
  const onSent = (message: ApiMessage) => {
    reveal.current = 'opened'
    const opened: ApiThread = {
      id: message.threadId,
      subject: message.subject,
      lastMessageAt: message.createdAt,
      lastFromAdmin: false,
      messageCount: 1,
      unread: 0,
      ...(message.projectId ? { projectId: message.projectId } : {}),
    }
    setView({ kind: 'thread', id: message.threadId, opened })
  }

  const backToList = () => {
    listRef.current?.scrollIntoView({ block: 'start', behavior: scrollBehavior() })
    const item = view.kind === 'thread' ? document.getElementById(itemId(view.id)) : null
    ;(item ?? newButtonRef.current)?.focus({ preventScroll: true })
  }

  const cancelCompose = () => {
    setView({ kind: 'none' })
    newButtonRef.current?.focus()
  }

  const data = first.data
  const unread = data?.unread ?? 0
  const loadingMore = pageCount > 1 && !last.data && last.isLoading
  const hasMore = last.data ? last.data.page < last.data.totalPages : false

  let body
  if (!data) {
    body = first.error ? <InboxError onRetry={() => void first.mutate()} /> : <InboxLoading />
  } else if (data.total === 0 && view.kind === 'none') {
    body = <InboxEmpty />
  } else if (data.total === 0 && view.kind === 'compose') {
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
              {t('inbox.error')}
              <Button $variant="ghost" onClick={() => void first.mutate()}>
                {t('retry')}
              </Button>
            </StaleNotice>
          ) : null}
          <ScrollArea data-scroll-area>
            <List aria-label={t('inbox.list')}>
              {Array.from({ length: pageCount }, (_, index) => index + 1).map((page) => (
                <ThreadsPage
                  key={page}
                  userId={user.id}
                  page={page}
                  selectedId={selected?.id ?? null}
                  itemId={itemId}
                  onOpen={openThread}
                />
              ))}
            </List>
            {hasMore || loadingMore ? (
              <MoreRow>
                <Button
                  $variant="secondary"
                  $block
                  aria-disabled={loadingMore || undefined}
                  onClick={loadingMore ? undefined : () => setPageCount(pageCount + 1)}
                >
                  <ChevronDown size={18} aria-hidden="true" />
                  {loadingMore ? t('inbox.loading') : t('inbox.older')}
                </Button>
              </MoreRow>
            ) : null}
          </ScrollArea>
        </ListPane>
        <ReaderPane ref={readerRef}>
          {view.kind === 'none' ? (
            <NothingSelected>
              <EmptyState icon={<MailOpen size={22} />}>{t('inbox.select')}</EmptyState>
            </NothingSelected>
          ) : (
            <>
              <BackButton $variant="ghost" onClick={view.kind === 'compose' ? cancelCompose : backToList}>
                <DirectionalIcon icon="arrow-back" size={18} />
                {t('inbox.back')}
              </BackButton>
              {selected ? (
                <ClientThread key={selected.id} userId={user.id} thread={selected} headingRef={subjectRef} />
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
            <h2 id={titleId}>{t('inbox.title')}</h2>
            {unread > 0 ? <Badge $tone="info">{t('inbox.unread', { count: unread })}</Badge> : null}
          </TitleRow>
          <Subtitle>{t('inbox.subtitle')}</Subtitle>
        </div>
        <Button ref={newButtonRef} onClick={compose} disabled={!data}>
          <SquarePen size={18} aria-hidden="true" />
          {t('inbox.new')}
        </Button>
      </PanelHeader>
      {body}
    </Panel>
  )
}

/** One page of conversations; each page is its own read, so older ones append under the first. */
function ThreadsPage({
  userId,
  page,
  selectedId,
  itemId,
  onOpen,
}: {
  userId: number
  page: number
  selectedId: number | null
  itemId: (threadId: number) => string
  onOpen: (thread: ApiThread) => void
}) {
  const t = useMessagesText()
  const { data } = useThreads(userId, page)
  return (
    <>
      {data?.threads.map((thread) => (
        <ThreadListItem
          key={thread.id}
          id={itemId(thread.id)}
          thread={thread}
          selected={thread.id === selectedId}
          ownLabel={t('side.you')}
          otherLabel={t('side.team')}
          onOpen={onOpen}
        />
      ))}
    </>
  )
}
