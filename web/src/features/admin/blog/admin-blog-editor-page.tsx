import { useParams } from 'react-router'
import { Card, Muted } from '../../../components/ui/card'
import { AdminGuard } from '../components/admin-guard'
import { AdminLayout } from '../components/admin-layout'

/**
 * /admin/blog/create and /admin/blog/edit/{id} (the only two actions; the route table sends
 * any other to the 404): placeholder until the blog issue builds the editor (spec 2 §2).
 */
export default function AdminBlogEditorPage() {
  const { id } = useParams()
  return (
    <AdminGuard>
      <AdminLayout title={id ? "Modifier l'article" : 'Nouvel article'} backToAdmin>
        <Card>
          <Muted>Cette page arrive très bientôt.</Muted>
        </Card>
      </AdminLayout>
    </AdminGuard>
  )
}
