import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Muted } from '../ui/card'
import { CardPage } from './card-page'

/**
 * Stands in for a screen another issue builds, so its route already answers (200) and
 * already loads as its own chunk. Replace the page file, not the route.
 */
export function PlaceholderPage({
  title,
  back = { to: '/', label: '← Retour à l’accueil' },
  children,
  head,
}: {
  title: string
  back?: { to: string; label: string }
  children?: ReactNode
  head?: ReactNode
}) {
  return (
    <CardPage title={title} head={head} footer={<Link to={back.to}>{back.label}</Link>}>
      <Muted>Cette page arrive très bientôt.</Muted>
      {children}
    </CardPage>
  )
}
