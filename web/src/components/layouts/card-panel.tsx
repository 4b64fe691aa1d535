import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Card, Muted } from '../ui/card'

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

/**
 * The card of a card page (CardPage, the account pages): title, subtitle, content, footer links.
 * No router in it, so an island (the account forms) can render it.
 */
export function CardPanel({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string
  subtitle?: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <Card>
      <Title>{title}</Title>
      {subtitle ? <Muted>{subtitle}</Muted> : null}
      {children}
      {footer ? <Footer>{footer}</Footer> : null}
    </Card>
  )
}
