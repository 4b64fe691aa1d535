import { AdminPlaceholderPage } from '../components/admin-placeholder-page'

/** Projets: placeholder until the back-office issue builds the screen (spec 2 §2). */
export default function AdminProjectsPage() {
  return <AdminPlaceholderPage title="Projets" />
}
