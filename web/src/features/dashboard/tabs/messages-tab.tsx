import { Card, Muted } from '../../../components/ui/card'

/** Tab 'Messages': the client-area issue brings the inbox (spec 1 §3, §4). */
export function MessagesTab() {
  return (
    <Card>
      <h2>Messages</h2>
      <Muted>Aucun message pour le moment. Nos experts vous contacteront dès que vous aurez une démarche en cours.</Muted>
    </Card>
  )
}
