import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ButtonLink } from '../ui/button'
import { Muted } from '../ui/card'
import { AppShell } from './app-shell'
import { BackOfficeMenu, BackOfficeSidebar } from './back-office-nav'
import { BrandHeader } from './brand-header'
import { CardPage } from './card-page'
import { LiveUpdates } from '@/web/src/features/live/live-updates'

/**
 * The frame of every back-office page, whichever capability owns it: the brand header marked
 * 'Administration', the back-office's navigation (a sidebar from 1024 px, a menu in the header
 * below) with the work queue's counts, the page's title and actions. Pages after /admin pass
 * `backToAdmin` for the back-to-admin button every admin page has (spec 2 §2).
 */
export function BackOfficeShell({
  title,
  subtitle,
  actions,
  backToAdmin = false,
  children,
}: {
  title: string
  subtitle?: string
  actions?: ReactNode
  backToAdmin?: boolean
  children: ReactNode
}) {
  return (
    <AppShell
      title={title}
      titleSuffix="Administration"
      context="Administration"
      nav={<BackOfficeMenu />}
      aside={<BackOfficeSidebar />}
      heading={title}
      subtitle={subtitle}
      actions={
        backToAdmin || actions ? (
          <>
            {backToAdmin ? (
              <ButtonLink to="/admin" $variant="secondary">
                <ArrowLeft size={18} aria-hidden="true" />
                Retour à l’administration
              </ButtonLink>
            ) : null}
            {actions}
          </>
        ) : undefined
      }
    >
      <LiveUpdates audience="staff" />
      {children}
    </AppShell>
  )
}

/** Without a back-office session (spec 2 §2): what to do, and the way to the key form. */
export function AdminUnauthorized() {
  return (
    <CardPage title="Accès non autorisé" header={<BrandHeader context="Administration" />} footer={<Link to="/">← Retour au site</Link>}>
      <Muted>Vous devez être connecté en tant qu’administrateur pour accéder à cette page.</Muted>
      <ButtonLink to="/admin" $block>
        Se connecter
      </ButtonLink>
    </CardPage>
  )
}
