import { AdminPlaceholderPage } from '../components/admin-placeholder-page'

/** Paiements: placeholder until the back-office issue builds the screen (spec 2 §2). */
export default function AdminPaymentsPage() {
  return <AdminPlaceholderPage title="Paiements" />
}
