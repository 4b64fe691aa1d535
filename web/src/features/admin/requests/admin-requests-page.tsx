import { Card, Muted } from '../../../components/ui/card'
import { AdminGuard } from '../components/admin-guard'
import { AdminLayout } from '../components/admin-layout'

/** Demandes de service: placeholder until the back-office issue builds the screen (spec 2 §2). */
export default function AdminRequestsPage() {
  return (
    <AdminGuard>
      <AdminLayout title="Demandes de service" backToAdmin>
        <Card>
          <Muted>Cette page arrive très bientôt.</Muted>
        </Card>
      </AdminLayout>
    </AdminGuard>
  )
}
