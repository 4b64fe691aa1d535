import { Spinner } from '../../components/ui/spinner'
import { toast } from '../../components/ui/use-toast'
import { AdminHome } from './back-office-home'
import { AdminLoginForm } from './admin-key-form'
import { adminLogout, useAdminStatus } from './api/admin-session'

/** /admin: the key form, or the back-office home once the session is open (spec 2 §2). */
export default function AdminPage() {
  const { data, isLoading, mutate } = useAdminStatus()
  if (isLoading) return <Spinner />
  if (!data?.isAdmin) return <AdminLoginForm onSuccess={() => void mutate({ success: true, isAdmin: true }, { revalidate: false })} />

  const onLogout = async () => {
    try {
      await adminLogout()
    } catch {
      toast({ variant: 'destructive', title: 'Erreur', description: 'Erreur lors de la déconnexion.' })
      return
    }
    await mutate({ success: true, isAdmin: false }, { revalidate: false })
  }
  return <AdminHome onLogout={onLogout} />
}
