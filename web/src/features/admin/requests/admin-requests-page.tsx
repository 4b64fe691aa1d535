import { AdminPlaceholderPage } from '../components/admin-placeholder-page'

/** Demandes de service: placeholder until the back-office issue builds the screen (spec 2 §2). */
export default function AdminRequestsPage() {
  return <AdminPlaceholderPage title="Demandes de service" />
}
