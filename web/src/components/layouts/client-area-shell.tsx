import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LiveUpdates } from '@/web/src/features/live/live-updates'
import { DirectionalIcon } from '../ui/directional-icon'
import { useUiText } from '../ui/i18n'
import { AppShell } from './app-shell'
import { LanguageSwitch } from './language-switch'

/** 'Retour à mon espace': the way back to /dashboard from the project screens. */
export function BackToClientArea() {
  const t = useUiText()
  return (
    <Link className="nav" to="/dashboard">
      <DirectionalIcon icon="arrow-back" size={18} />
      {t('shell.back')}
    </Link>
  )
}

/**
 * The frame of the client area (dashboard, new project, project page): the brand header
 * marked 'Espace client' with the way back to the dashboard (or the dashboard's own `nav`)
 * and the language switch, then the page, optionally under a title row.
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
  const t = useUiText()
  return (
    <AppShell
      title={title}
      context={t('shell.context')}
      nav={
        <>
          {nav}
          <LanguageSwitch />
        </>
      }
      heading={heading}
      subtitle={subtitle}
    >
      <LiveUpdates audience="client" />
      {children}
    </AppShell>
  )
}
