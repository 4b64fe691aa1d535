import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { ApiAttachment, ApiMessage } from '@/contract/messages'
import { dateFormats } from '@/contract/i18n/format'
import { Badge } from '@/web/src/components/ui/badge'
import { useMessagesText } from '../i18n'
import { AttachmentLinks } from './attachment-links'

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`

/** The reader's own messages sit at the end of the line, tinted; the other side's at its start. */
const Bubble = styled.li<{ $own: boolean }>`
  max-width: min(100%, 42rem);
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  padding: 0.875rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $own }) => ($own ? theme.colors.primarySoft : theme.colors.border)};
  background: ${({ theme, $own }) => ($own ? theme.colors.primarySoft : theme.colors.surface)};
`

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin-bottom: 0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

/** Text only (never HTML): line breaks kept, long words and addresses wrapped. */
const Content = styled.p`
  margin: 0;
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`

/**
 * A conversation's messages, oldest first, each signed with a French badge: the reader's side
 * (« Vous » for a client, « Équipe » for staff) and the other (« Équipe », « Client »). « Non lu »
 * only on the other side's messages the reader has not read. Files are download links under the
 * text; `attachmentAction` adds the reader's action beside each one (the back-office's filing).
 */
export function ThreadMessages({
  messages,
  readerIsStaff,
  label,
  attachmentAction,
}: {
  messages: ApiMessage[]
  readerIsStaff: boolean
  label: string
  attachmentAction?: (attachment: ApiAttachment, message: ApiMessage) => ReactNode
}) {
  const t = useMessagesText()
  const { dateTime } = dateFormats(t.locale)
  const sideLabel = (message: ApiMessage) => t(message.fromAdmin ? 'side.team' : readerIsStaff ? 'side.client' : 'side.you')
  return (
    <List aria-label={label}>
      {messages.map((message) => {
        const own = message.fromAdmin === readerIsStaff
        return (
          <Bubble key={message.id} $own={own} data-message-id={message.id}>
            <Meta>
              <Badge $tone={message.fromAdmin ? 'info' : 'neutral'}>{sideLabel(message)}</Badge>
              <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
              {!own && !message.isRead ? <Badge $tone="warning">{t('message.unread')}</Badge> : null}
            </Meta>
            <Content dir="auto">{message.content}</Content>
            <AttachmentLinks
              attachments={message.attachments ?? []}
              action={attachmentAction ? (attachment) => attachmentAction(attachment, message) : undefined}
            />
          </Bubble>
        )
      })}
    </List>
  )
}
