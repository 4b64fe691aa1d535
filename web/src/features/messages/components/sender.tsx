import { Headset } from 'lucide-react'
import styled from 'styled-components'
import type { PublicUser } from '@/contract/auth'
import type { ApiMessage } from '@/contract/messages'

/** Spec 1 §3: support's messages are signed by the team, the client's own by 'Vous'. */
export const senderLabel = (message: Pick<ApiMessage, 'fromAdmin'>) => (message.fromAdmin ? 'Équipe support' : 'Vous')

const Circle = styled.span<{ $support: boolean; $size: number }>`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  font-weight: 700;
  letter-spacing: 0.02em;
  background: ${({ $support, theme }) => ($support ? theme.colors.primary : theme.colors.background)};
  color: ${({ $support, theme }) => ($support ? theme.colors.primaryText : theme.colors.muted)};
  border: 1px solid ${({ $support, theme }) => ($support ? theme.colors.primary : theme.colors.border)};
`

/** Who wrote a message, as a small round mark: a headset for support, the client's initials otherwise. */
export function SenderAvatar({ message, user, size = 40 }: { message: Pick<ApiMessage, 'fromAdmin'>; user: PublicUser; size?: number }) {
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()
  return (
    <Circle $support={message.fromAdmin} $size={size} aria-hidden="true">
      {message.fromAdmin ? <Headset size={Math.round(size * 0.5)} strokeWidth={2} /> : initials}
    </Circle>
  )
}
