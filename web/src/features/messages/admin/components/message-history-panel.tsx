import { Inbox, Mail, MessagesSquare, Sparkles, SquarePen } from 'lucide-react'
import { type Ref, useId, useState } from 'react'
import styled from 'styled-components'
import type { AdminUser } from '@/contract/admin-users'
import type { ApiMessage } from '@/contract/messages'
import { Button } from '@/web/src/components/ui/button'
import { EmptyState } from '@/web/src/components/ui/empty-state'
import { markReplyRead, sendTestMessage } from '../api/message-actions'
import { USER_MESSAGES_ERROR, useUserMessages } from '../api/user-messages'
import { MessageHistoryItem } from './message-history-item'
import { NewMessageForm } from './new-message-form'
import { PanelError, PanelLoading } from '@/web/src/components/ui/list-states'
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
  const history = useUserMessages(user.id)
  const [composing, setComposing] = useState(false)
  const [sendingTest, setSendingTest] = useState(false)
  const headingId = useId()
  const historyId = useId()
  const formId = useId()

  const afterWrite = async () => {
    await history.refresh()
    onChanged()
  }

  const onTestMessage = async () => {
    setSendingTest(true)
    try {
      if (await sendTestMessage(user.id)) await afterWrite()
    } finally {
      setSendingTest(false)
    }
  }

  const onMarkRead = async (message: ApiMessage) => {
    if (await markReplyRead(message.id)) await afterWrite()
  }

  let body
  if (history.isLoading) body = <PanelLoading label="Chargement des messages…" />
  else if (history.error && history.messages.length === 0)
    body = <PanelError message={USER_MESSAGES_ERROR} onRetry={() => void history.refresh()} />
  else if (history.messages.length === 0)
    body = (
      <EmptyState icon={<Inbox size={22} />}>
        Aucun message avec {user.firstName} {user.lastName} pour le moment. Envoyez-lui un message de bienvenue ou un nouveau message.
      </EmptyState>
    )
  else
    body = (
      <ScrollBox tabIndex={0} role="region" aria-labelledby={historyId}>
        <ul>
          {history.messages.map((message) => (
            <MessageHistoryItem key={message.id} message={message} onMarkRead={onMarkRead} />
          ))}
        </ul>
        {history.hasMore ? (
          <MoreRow>
            <Button $variant="ghost" onClick={history.loadMore} disabled={history.isLoadingMore}>
              {history.isLoadingMore ? 'Chargement…' : 'Messages plus anciens'}
            </Button>
          </MoreRow>
        ) : null}
      </ScrollBox>
    )

  const summary = [
    plural(history.total, 'message', 'messages'),
    history.unread > 0 ? plural(history.unread, 'réponse non lue', 'réponses non lues') : null,
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
      </PanelHeader>
      <Toolbar>
        <Button $variant="secondary" onClick={() => void onTestMessage()} disabled={sendingTest}>
          <Sparkles size={18} aria-hidden="true" />
          {sendingTest ? 'Envoi…' : 'Envoyer un message de test'}
        </Button>
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
        <h3 id={historyId}>Historique des messages</h3>
        <Count role="status">{history.isLoading || history.error ? '' : summary}</Count>
      </PanelHeader>
      {body}
    </Panel>
  )
}
