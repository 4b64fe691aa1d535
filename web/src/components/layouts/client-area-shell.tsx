import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LiveUpdates } from '@/web/src/features/live/live-updates'
import { AppShell } from './app-shell'

/** 'Retour à mon espace': the way back to /dashboard from the project screens. */
export function BackToClientArea() {
  return (
    <Link className="nav" to="/dashboard">
      <ArrowLeft size={18} aria-hidden="true" />
      Retour à mon espace
    </Link>
  )
}

/**
 * The frame of the client area (dashboard, new project, project page): the brand header
 * marked 'Espace client' with the way back to the dashboard (or the dashboard's own `nav`),
 * then the page, optionally under a title row.
 */
export function ClientAreaShell({
  title,
  nav = <BackToClientArea />,
  heading,
  subtitle,
  children,
}: {
  title: string
  nav?: ReactNode
  heading?: ReactNode
  subtitle?: ReactNode
  children: ReactNode
}) {
  return (
    <AppShell title={title} context="Espace client" nav={nav} heading={heading} subtitle={subtitle}>
      <LiveUpdates audience="client" />
      {children}
    </AppShell>
  )
}
