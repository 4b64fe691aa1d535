import styled, { css } from 'styled-components'
import type { ApiThread } from '@/contract/messages'
import { Badge } from '@/web/src/components/ui/badge'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { dateFormats } from '@/contract/i18n/format'
import { useMessagesText } from '../i18n'

const Item = styled.button<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.5rem;
  width: 100%;
  min-height: 44px;
  padding-block: 0.875rem;
  padding-inline: 1.5rem 1rem;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  position: relative;
  transition: background-color 120ms ease-out;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
    [dir='rtl'] & {
      box-shadow: inset -4px 0 0 ${({ theme }) => theme.colors.primary};
    }
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
        inset-inline-start: 0.6rem;
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
  const t = useMessagesText()
  const unread = thread.unread > 0
  const lastBy = thread.lastFromAdmin === (ownLabel === 'Équipe') ? ownLabel : otherLabel
  return (
    <li>
      <Item id={id} type="button" $unread={unread} aria-current={selected ? 'true' : undefined} onClick={() => onOpen(thread)}>
        <Subject $unread={unread} dir="auto">
          {thread.subject}
        </Subject>
        <Meta $unread={unread}>
          <span>{lastBy}</span>
          <span aria-hidden="true">·</span>
          <VisuallyHidden>{t.locale === 'ar' ? '، ' : ', '}</VisuallyHidden>
          <time dateTime={thread.lastMessageAt}>{dateFormats(t.locale).shortDateTime(thread.lastMessageAt)}</time>
        </Meta>
        {unread ? (
          <ReadBadge $tone="info">{t('thread.unread', { count: thread.unread })}</ReadBadge>
        ) : (
          <ReadBadge $tone="neutral">{t('thread.count', { count: thread.messageCount })}</ReadBadge>
        )}
      </Item>
    </li>
  )
}
