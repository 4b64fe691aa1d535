import { BackOfficeShell } from '@/web/src/components/layouts/back-office-shell'
import { RequestsInbox } from './components/requests-inbox'

/** /admin/requests: the funnel's service requests (spec 2 §2). */
export default function AdminRequestsPage() {
  return (
    <BackOfficeShell title="Demandes de service" subtitle="Les demandes de guide et de Service Premium reçues sur le site." backToAdmin>
      <RequestsInbox />
    </BackOfficeShell>
  )
}
