import styled from 'styled-components'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { ownerName } from './labels'

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;
`

const Initials = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 0.875rem;
`

const Text = styled.div`
  min-width: 0;
  line-height: 1.35;
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  a {
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
`

const initials = (user: { firstName: string; lastName: string }) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?'

/** The client who owns a project: initials, name, and the email as a link. */
export function Owner({ user, label = 'Client' }: { user: { firstName: string; lastName: string; email: string }; label?: string }) {
  return (
    <Box>
      <Initials aria-hidden="true">{initials(user)}</Initials>
      <Text>
        <strong>
          <VisuallyHidden>{`${label}\u00a0: `}</VisuallyHidden>
          {ownerName(user)}
        </strong>
        <a href={`mailto:${user.email}`}>{user.email}</a>
      </Text>
    </Box>
  )
}
