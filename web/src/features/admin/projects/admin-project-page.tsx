import { AdminPlaceholderPage } from '../components/admin-placeholder-page'

/** Détail du projet: placeholder until the back-office issue builds the screen (spec 2 §2). */
export default function AdminProjectPage() {
  return <AdminPlaceholderPage title="Détail du projet" />
}
