import styled from 'styled-components'
import type { AdminUser } from '@/contract/admin-users'
import { Badge } from '@/web/src/components/ui/badge'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'

const Item = styled.button`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  min-height: 44px;
  padding: 0.75rem 0.875rem;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  transition: background-color 120ms ease-out;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8rem;
  font-weight: 700;
`

const Who = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`

const Name = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 700 : 600)};
`

const Email = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`

const initials = (user: AdminUser) => `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()

/** One client: initials, name, email, and a marker when replies wait for an answer. */
export function UserListItem({ user, selected, onSelect }: { user: AdminUser; selected: boolean; onSelect: (user: AdminUser) => void }) {
  const unreadLabel = `${user.unread} non lu${user.unread > 1 ? 's' : ''}`
  return (
    <li>
      <Item aria-pressed={selected} onClick={() => onSelect(user)}>
        <Initials aria-hidden="true">{initials(user)}</Initials>
        <Who>
          <Name $unread={user.unread > 0}>
            {user.firstName} {user.lastName}
          </Name>
          <Email>{user.email}</Email>
        </Who>
        {user.unread > 0 ? (
          <Badge $tone="info" title={`${user.unread} réponse${user.unread > 1 ? 's' : ''} du client à lire`}>
            {unreadLabel}
            <VisuallyHidden>&nbsp;: réponses du client à lire</VisuallyHidden>
          </Badge>
        ) : null}
      </Item>
    </li>
  )
}
