import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ButtonLink } from '../../components/ui/button'
import { Muted } from '../../components/ui/card'
import { Spinner } from '../../components/ui/spinner'
import { CardPage } from '../../components/ui/card-page'
import { useAdminStatus } from './api/admin-status'

/** Wraps every admin page after /admin: the unauthorised screen when the session is missing. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { data, isLoading } = useAdminStatus()
  if (isLoading) return <Spinner />
  if (!data?.isAdmin) {
    return (
      <CardPage title="Accès non autorisé" footer={<Link to="/">← Retour au site</Link>}>
        <Muted>Vous devez être connecté en tant qu'administrateur pour accéder à cette page.</Muted>
        <ButtonLink href="/admin" $block>
          Se connecter
        </ButtonLink>
      </CardPage>
    )
  }
  return <>{children}</>
}
