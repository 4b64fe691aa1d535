import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Card, Muted } from './card'
import { CenteredPage } from './page-layout'

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
export function CardPage({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <CenteredPage>
      <Card>
        <h1>{title}</h1>
        {subtitle ? <Muted>{subtitle}</Muted> : null}
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Card>
    </CenteredPage>
  )
}
