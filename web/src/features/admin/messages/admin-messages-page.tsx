import { AdminPlaceholderPage } from '../components/admin-placeholder-page'

/** Messages: placeholder until the back-office issue builds the screen (spec 2 §2). */
export default function AdminMessagesPage() {
  return <AdminPlaceholderPage title="Messages" />
}
