import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useSiteConfig } from '../../config/site-config'
import { Card, Muted } from '../ui/card'
import { CenteredPage } from './centered-page'

const Title = styled.h1`
  font-size: 1.6rem;
`

const Footer = styled.div`
  margin-top: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  align-items: center;
  font-size: 0.95rem;
  text-align: center;
`

/** A centred card page: account screens, the admin key form, small notices. */
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
      <Card>
        <Title>{title}</Title>
        {subtitle ? <Muted>{subtitle}</Muted> : null}
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Card>
    </CenteredPage>
  )
}
