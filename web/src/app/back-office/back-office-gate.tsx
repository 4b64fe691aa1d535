import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CardPage } from '../../components/layouts/card-page'
import { ButtonLink } from '../../components/ui/button'
import { Muted } from '../../components/ui/card'
import { Spinner } from '../../components/ui/spinner'
import { useAdminStatus } from './api/admin-session'

/**
 * Wraps every admin page after /admin: the unauthorised screen when there is no back-office
 * session (spec 2 §2). The server refuses the admin calls anyway; this only spares a broken page.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { data, isLoading } = useAdminStatus()
  if (isLoading) return <Spinner />
  if (!data?.isAdmin) return <AdminUnauthorized />
  return <>{children}</>
}

export function AdminUnauthorized() {
  return (
    <CardPage title="Accès non autorisé" footer={<Link to="/">← Retour au site</Link>}>
      <Muted>Vous devez être connecté en tant qu'administrateur pour accéder à cette page.</Muted>
      <ButtonLink to="/admin" $block>
        Se connecter
      </ButtonLink>
    </CardPage>
  )
}
