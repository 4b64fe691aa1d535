import { AdminPlaceholderPage } from '../components/admin-placeholder-page'

/** Blog: placeholder until the back-office issue builds the screen (spec 2 §2). */
export default function AdminBlogPage() {
  return <AdminPlaceholderPage title="Blog" />
}
