import { BackOfficeShell } from '@/web/src/components/layouts/back-office-shell'
import { ContactsInbox } from './components/contacts-inbox'

/** /admin/contacts: the contact form's messages (spec 2 §2). */
export default function AdminContactsPage() {
  return (
    <BackOfficeShell title="Contacts" subtitle="Les messages reçus par le formulaire de contact du site." backToAdmin>
      <ContactsInbox />
    </BackOfficeShell>
  )
}
