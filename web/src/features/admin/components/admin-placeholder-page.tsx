import { Card, Muted } from '../../../components/ui/card'
import { AdminGuard } from './admin-guard'
import { AdminLayout } from './admin-layout'

/** A back-office screen the back-office issue has not built yet: guarded, titled, announced. */
export function AdminPlaceholderPage({ title }: { title: string }) {
  return (
    <AdminGuard>
      <AdminLayout title={title} backToAdmin>
        <Card>
          <Muted>Cette page arrive très bientôt.</Muted>
        </Card>
      </AdminLayout>
    </AdminGuard>
  )
}
