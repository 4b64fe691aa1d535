import { AdminGuard } from '@/web/src/app/back-office/back-office-gate'
import { AdminLayout } from '@/web/src/components/layouts/back-office-shell'
import { RequestsInbox } from './components/requests-inbox'

/** /admin/requests: the funnel's service requests (spec 2 §2). */
export default function AdminRequestsPage() {
  return (
    <AdminGuard>
      <AdminLayout title="Demandes de service" subtitle="Les demandes de guide et de Service Premium reçues sur le site." backToAdmin>
        <RequestsInbox />
      </AdminLayout>
    </AdminGuard>
  )
}
