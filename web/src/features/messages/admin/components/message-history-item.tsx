import { Check } from 'lucide-react'
import { useState } from 'react'
import styled, { css } from 'styled-components'
import type { ApiMessage } from '@/contract/messages'
import { Badge } from '@/web/src/components/ui/badge'
import { Button } from '@/web/src/components/ui/button'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { formatShortDateTime } from '@/contract/french/dates'

/** A client's reply support has not read yet: the only messages the back-office marks. */
export const awaitsStaff = (message: ApiMessage) => !message.fromAdmin && !message.isRead

const Item = styled.li<{ $awaits: boolean }>`
  padding: 0.875rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  ${({ $awaits, theme }) =>
    $awaits &&
    css`
      background: ${theme.colors.primarySoft};
      box-shadow: inset 4px 0 0 ${theme.colors.primary};
    `}
`

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem 0.5rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  time {
    margin-left: auto;
    white-space: nowrap;
  }
`

const Subject = styled.h4`
  margin: 0.5rem 0 0.25rem;
  font-size: 1rem;
  overflow-wrap: anywhere;
`

/** Message text is shown as text (DESIGN.md, Security): line breaks kept, never HTML. */
const Content = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.55;
`

const Actions = styled.div`
  margin-top: 0.75rem;
`

/**
 * One message of the history (spec 2 §2): 'Admin' or 'User', read or unread, the date as
 * dd/MM/yyyy à HH:mm, the subject and the text. A client's unread reply stands out until
 * staff mark it read.
 */
export function MessageHistoryItem({ message, onMarkRead }: { message: ApiMessage; onMarkRead: (message: ApiMessage) => Promise<void> }) {
  const [marking, setMarking] = useState(false)
  const awaits = awaitsStaff(message)
  const readLabel = message.isRead ? 'Lu' : 'Non lu'
  const reader = message.fromAdmin ? 'par le client' : 'par l’équipe'

  const markRead = async () => {
    setMarking(true)
    try {
      await onMarkRead(message)
    } finally {
      setMarking(false)
    }
  }

  return (
    <Item $awaits={awaits}>
      <article aria-label={message.subject}>
        <Meta>
          <Badge $tone={message.fromAdmin ? 'info' : 'neutral'} title={message.fromAdmin ? 'Envoyé par l’équipe' : 'Envoyé par le client'}>
            {message.fromAdmin ? 'Admin' : 'User'}
          </Badge>
          <Badge $tone={message.isRead ? 'success' : awaits ? 'warning' : 'neutral'} title={`${readLabel} ${reader}`}>
            {readLabel}
            <VisuallyHidden> {reader}</VisuallyHidden>
          </Badge>
          <time dateTime={message.createdAt}>{formatShortDateTime(message.createdAt)}</time>
        </Meta>
        <Subject>{message.subject}</Subject>
        <Content>{message.content}</Content>
        {awaits ? (
          <Actions>
            <Button $variant="secondary" onClick={() => void markRead()} disabled={marking}>
              <Check size={16} aria-hidden="true" />
              {marking ? 'Mise à jour…' : 'Marquer comme lu'}
            </Button>
          </Actions>
        ) : null}
      </article>
    </Item>
  )
}
