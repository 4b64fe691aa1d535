import { AdminPlaceholderPage } from '../components/admin-placeholder-page'

/** Contacts: placeholder until the back-office issue builds the screen (spec 2 §2). */
export default function AdminContactsPage() {
  return <AdminPlaceholderPage title="Contacts" />
}
