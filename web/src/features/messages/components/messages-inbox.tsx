import type { PublicUser } from '../../../../../contract/auth'

/** The client's inbox (spec 1 §3-4): to be built. */
export function MessagesInbox({ user }: { user: PublicUser }) {
  return <p>Messages de {user.firstName}</p>
}
