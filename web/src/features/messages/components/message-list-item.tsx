import styled, { css } from 'styled-components'
import type { ApiMessage } from '@/contract/messages'
import { Badge } from '@/web/src/components/ui/badge'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { formatShortDateTime } from '@/contract/french/dates'
import { needsReadMark } from '../api/mark-message-read'
import { senderLabel } from './sender'

const Item = styled.button<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.5rem;
  width: 100%;
  min-height: 44px;
  padding: 0.875rem 1rem 0.875rem 1.5rem;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  position: relative;
  transition: background-color 120ms ease-out;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  ${({ $unread, theme }) =>
    $unread &&
    css`
      &::before {
        content: '';
        position: absolute;
        left: 0.6rem;
        top: 1.3rem;
        width: 0.5rem;
        height: 0.5rem;
        border-radius: 50%;
        background: ${theme.colors.primary};
      }
    `}
`

/** Up to two lines, so most subjects read whole even in the narrow list. */
const Subject = styled.span<{ $unread: boolean }>`
  grid-column: 1 / -1;
  min-width: 0;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
  line-height: 1.35;
  font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
`

const Meta = styled.span<{ $unread: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 0.375rem;
  min-width: 0;
  font-size: 0.8125rem;
  & > * {
    white-space: nowrap;
  }
  color: ${({ $unread, theme }) => ($unread ? theme.colors.text : theme.colors.muted)};
  font-weight: ${({ $unread }) => ($unread ? 500 : 400)};
`

const Preview = styled.span`
  grid-column: 1 / -1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`

/** The shared badge, a little smaller so sender, date and badge share one line at 360 px. */
const ReadBadge = styled(Badge)`
  align-self: center;
  padding: 0.125rem 0.5rem;
  font-size: 0.75rem;
`

/** The first words of a message, on one line. */
const preview = (content: string) => content.replace(/\s+/g, ' ').trim().slice(0, 140)

/**
 * One row of the inbox: subject, sender, short French date, read badge and the first words.
 * A support message the client has not opened yet is bolder, with a dot and a blue 'Non lu'.
 * For the client's own messages, 'Lu' / 'Non lu' says whether support has read them.
 */
export function MessageListItem({
  message,
  id,
  selected,
  onOpen,
}: {
  message: ApiMessage
  id: string
  selected: boolean
  onOpen: (message: ApiMessage) => void
}) {
  const unread = needsReadMark(message)
  const readLabel = message.isRead ? 'Lu' : 'Non lu'
  return (
    <li>
      <Item id={id} type="button" $unread={unread} aria-current={selected ? 'true' : undefined} onClick={() => onOpen(message)}>
        <Subject $unread={unread}>{message.subject}</Subject>
        <Meta $unread={unread}>
          <span>{senderLabel(message)}</span>
          <span aria-hidden="true">·</span>
          <VisuallyHidden>, </VisuallyHidden>
          <time dateTime={message.createdAt}>{formatShortDateTime(message.createdAt)}</time>
        </Meta>
        {/* Blue only for what the client has to read; on its own messages the badge says whether support has read them. */}
        <ReadBadge $tone={unread ? 'info' : 'neutral'} title={message.fromAdmin ? undefined : `${readLabel} par l’équipe support`}>
          {readLabel}
          {message.fromAdmin ? null : <VisuallyHidden> par l’équipe support</VisuallyHidden>}
        </ReadBadge>
        <Preview aria-hidden="true">{preview(message.content)}</Preview>
      </Item>
    </li>
  )
}
