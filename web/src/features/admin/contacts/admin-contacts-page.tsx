import { AdminGuard } from '../components/admin-guard'
import { AdminLayout } from '../components/admin-layout'
import { ContactsInbox } from './components/contacts-inbox'

/** /admin/contacts: the contact form's messages (spec 2 §2). */
export default function AdminContactsPage() {
  return (
    <AdminGuard>
      <AdminLayout title="Contacts" subtitle="Les messages reçus par le formulaire de contact du site." backToAdmin>
        <ContactsInbox />
      </AdminLayout>
    </AdminGuard>
  )
}
