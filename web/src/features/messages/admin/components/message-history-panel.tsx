import { Inbox, Mail, MessagesSquare, Sparkles, SquarePen } from 'lucide-react'
import { type Ref, useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import type { AdminUser } from '@/contract/admin-users'
import type { ApiThread } from '@/contract/messages'
import { ConfirmDialog } from '@/web/src/components/ui/confirm-dialog'
import { Button } from '@/web/src/components/ui/button'
import { EmptyState } from '@/web/src/components/ui/empty-state'
import { ThreadListItem } from '../../components/thread-list-item'
import { markThreadRead, sendTestMessage } from '../api/message-actions'
import { USER_MESSAGES_ERROR, useUserThreads } from '../api/user-threads'
import { AdminThread } from './admin-thread'
import { NewMessageForm } from './new-message-form'
import { PanelError, PanelLoading } from '@/web/src/components/ui/list-states'
import { whenVisible } from '@/web/src/lib/when-visible'
import { Count, MoreRow, Panel, PanelHeader, ScrollBox } from './panel'

const Who = styled.div`
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  & > button {
    flex: 1 1 100%;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    & > button {
      flex: 0 0 auto;
    }
  }
`

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`

/** Spec 2 §2: pick a user first. */
export function NoUserSelected({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <Panel aria-labelledby="admin-messages-history">
      <PanelHeader>
        <h2 id="admin-messages-history" ref={headingRef} tabIndex={-1}>
          Historique des messages
        </h2>
      </PanelHeader>
      <EmptyState icon={<MessagesSquare size={22} />}>
        Sélectionnez un utilisateur dans la liste pour afficher ses messages et lui écrire.
      </EmptyState>
    </Panel>
  )
}

/**
 * The selected client's thread (spec 2 §2 /admin/messages): the test message and 'Nouveau
 * message' buttons, the form, and the history, newest first. `onChanged` refreshes the user
 * list (its unread markers) after a send or a read.
 */
export function MessageHistoryPanel({
  user,
  onChanged,
  headingRef,
}: {
  user: AdminUser
  onChanged: () => void
  headingRef?: Ref<HTMLHeadingElement>
}) {
  const history = useUserThreads(user.id)
  const [composing, setComposing] = useState(false)
  const [confirmingTest, setConfirmingTest] = useState(false)
  const [openedId, setOpenedId] = useState<number | null>(null)
  const opened = history.threads.find((thread) => thread.id === openedId) ?? null
  const headingId = useId()
  const historyId = useId()
  const formId = useId()

  const afterWrite = async () => {
    await history.refresh()
    onChanged()
  }

  // Opening a conversation marks the client's unread messages read, as the client's side does;
  // so does a message arriving in the open conversation (a live update), once the tab is seen.
  const openThread = (thread: ApiThread) => {
    setComposing(false)
    setOpenedId(thread.id)
  }
  const openUnread = opened?.unread ?? 0
  const marking = useRef(false)
  useEffect(() => {
    if (openedId === null || openUnread === 0) return
    return whenVisible(() => {
      if (marking.current) return
      marking.current = true
      void markThreadRead(user.id, openedId)
        .then((marked) => (marked ? afterWrite() : undefined))
        .finally(() => (marking.current = false))
    })
    // afterWrite is a new function each render; the effect follows the open conversation and its unread count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user.id, openedId, openUnread])

  let body
  if (history.isLoading) body = <PanelLoading label="Chargement des messages…" />
  else if (history.error && history.threads.length === 0)
    body = <PanelError message={USER_MESSAGES_ERROR} onRetry={() => void history.refresh()} />
  else if (opened)
    body = <AdminThread userId={user.id} clientEmail={user.email} thread={opened} onBack={() => setOpenedId(null)} onSent={afterWrite} />
  else if (history.threads.length === 0)
    body = (
      <EmptyState icon={<Inbox size={22} />}>
        Aucun message avec {user.firstName} {user.lastName} pour le moment. Envoyez-lui un message de bienvenue ou un nouveau message.
      </EmptyState>
    )
  else
    body = (
      <ScrollBox tabIndex={0} role="region" aria-labelledby={historyId}>
        <ul>
          {history.threads.map((thread) => (
            <ThreadListItem
              key={thread.id}
              id={`admin-thread-item-${thread.id}`}
              thread={thread}
              selected={false}
              ownLabel="Équipe"
              otherLabel="Client"
              onOpen={openThread}
            />
          ))}
        </ul>
        {history.hasMore ? (
          <MoreRow>
            <Button $variant="ghost" onClick={history.loadMore} disabled={history.isLoadingMore}>
              {history.isLoadingMore ? 'Chargement…' : 'Conversations plus anciennes'}
            </Button>
          </MoreRow>
        ) : null}
      </ScrollBox>
    )

  const summary = [
    plural(history.total, 'conversation', 'conversations'),
    history.unread > 0 ? plural(history.unread, 'message non lu', 'messages non lus') : null,
  ]
    .filter(Boolean)
    .join(' · ')

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeader>
        <Who>
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {user.firstName} {user.lastName}
          </h2>
          <a href={`mailto:${user.email}`}>
            <Mail size={14} aria-hidden="true" />
            {user.email}
          </a>
        </Who>
        <Button $variant="ghost" onClick={() => setConfirmingTest(true)}>
          <Sparkles size={18} aria-hidden="true" />
          Envoyer un message de test
        </Button>
      </PanelHeader>
      <ConfirmDialog
        open={confirmingTest}
        title={'Envoyer le message de test\u202f?'}
        description={`${user.firstName} ${user.lastName} recevra un vrai message de bienvenue de l’équipe, avec un email, dans une nouvelle conversation.`}
        confirmLabel="Envoyer le message de test"
        closeWhenSettled
        onClose={() => setConfirmingTest(false)}
        onConfirm={async () => {
          if (await sendTestMessage(user.id)) await afterWrite()
        }}
      />
      <Toolbar>
        <Button onClick={() => setComposing(true)} aria-expanded={composing} aria-controls={composing ? formId : undefined}>
          <SquarePen size={18} aria-hidden="true" />
          Nouveau message
        </Button>
      </Toolbar>
      {composing ? (
        <NewMessageForm
          id={formId}
          user={user}
          onCancel={() => setComposing(false)}
          onSent={() => {
            setComposing(false)
            void afterWrite()
          }}
        />
      ) : null}
      <PanelHeader>
        <h3 id={historyId}>Conversations</h3>
        <Count role="status">{history.isLoading || history.error ? '' : summary}</Count>
      </PanelHeader>
      {body}
    </Panel>
  )
}
