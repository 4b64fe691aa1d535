import { useParams } from 'react-router'
import { AdminPlaceholderPage } from '../components/admin-placeholder-page'

/**
 * /admin/blog/create and /admin/blog/edit/{id} (the only two actions; the route table sends
 * any other to the 404): placeholder until the blog issue builds the editor (spec 2 §2).
 */
export default function AdminBlogEditorPage() {
  const { id } = useParams()
  return <AdminPlaceholderPage title={id ? "Modifier l'article" : 'Nouvel article'} />
}
