import { Card, Muted } from '../../../components/ui/card'
import { AdminGuard } from '../components/admin-guard'
import { AdminLayout } from '../components/admin-layout'

/** Détail du projet: placeholder until the back-office issue builds the screen (spec 2 §2). */
export default function AdminProjectPage() {
  return (
    <AdminGuard>
      <AdminLayout title="Détail du projet" backToAdmin>
        <Card>
          <Muted>Cette page arrive très bientôt.</Muted>
        </Card>
      </AdminLayout>
    </AdminGuard>
  )
}
