import styled, { css } from 'styled-components'
import type { ApiThread } from '@/contract/messages'
import { Badge } from '@/web/src/components/ui/badge'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { formatShortDateTime } from '@/contract/french/dates'

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

/** The shared badge, a little smaller so sender, date and badge share one line at 360 px. */
const ReadBadge = styled(Badge)`
  align-self: center;
  padding: 0.125rem 0.5rem;
  font-size: 0.75rem;
`

/** « 2 messages », « 1 message ». */
const countLabel = (count: number) => `${count}\u00a0message${count > 1 ? 's' : ''}`

/**
 * One conversation in a list: its subject, who wrote last (« Vous » / « Équipe » for the client,
 * « Client » / « Équipe » for staff), its last activity and its unread count, in bold with a dot
 * while the other side's messages wait to be read. One's own messages never count as unread.
 */
export function ThreadListItem({
  thread,
  id,
  selected,
  ownLabel,
  otherLabel,
  onOpen,
}: {
  thread: ApiThread
  id: string
  selected: boolean
  /** How the reader's side is named, then the other side. */
  ownLabel: string
  otherLabel: string
  onOpen: (thread: ApiThread) => void
}) {
  const unread = thread.unread > 0
  const lastBy = thread.lastFromAdmin === (ownLabel === 'Équipe') ? ownLabel : otherLabel
  return (
    <li>
      <Item id={id} type="button" $unread={unread} aria-current={selected ? 'true' : undefined} onClick={() => onOpen(thread)}>
        <Subject $unread={unread}>{thread.subject}</Subject>
        <Meta $unread={unread}>
          <span>{lastBy}</span>
          <span aria-hidden="true">·</span>
          <VisuallyHidden>, </VisuallyHidden>
          <time dateTime={thread.lastMessageAt}>{formatShortDateTime(thread.lastMessageAt)}</time>
        </Meta>
        {unread ? (
          <ReadBadge $tone="info">
            {thread.unread}
            {`\u00a0non\u00a0lu${thread.unread > 1 ? 's' : ''}`}
          </ReadBadge>
        ) : (
          <ReadBadge $tone="neutral">{countLabel(thread.messageCount)}</ReadBadge>
        )}
      </Item>
    </li>
  )
}
