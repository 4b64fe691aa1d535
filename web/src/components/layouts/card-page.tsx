import type { ReactNode } from 'react'
import { useSiteConfig } from '../../config/site-config'
import { CardPanel } from './card-panel'
import { CenteredPage } from './centered-page'

/** A centred card page: the admin key form, small notices. */
export function CardPage({
  title,
  subtitle,
  children,
  footer,
  head,
  header,
}: {
  title: string
  subtitle?: string
  children: ReactNode
  footer?: ReactNode
  /** The page's head elements (PageMeta on public pages); by default a <title>. */
  head?: ReactNode
  /** The brand header above the card: the public site's by default. */
  header?: ReactNode
}) {
  const { siteName } = useSiteConfig()
  return (
    <CenteredPage header={header}>
      {head ?? <title>{`${title} | ${siteName}`}</title>}
      <CardPanel title={title} subtitle={subtitle} footer={footer}>
        {children}
      </CardPanel>
    </CenteredPage>
  )
}
