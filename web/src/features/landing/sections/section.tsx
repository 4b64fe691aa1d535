import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from '@/web/src/components/layouts/brand-header'

const Band = styled.section<{ $tone: 'white' | 'tinted' }>`
  padding: 4.5rem 0;
  background: ${({ $tone, theme }) => ($tone === 'white' ? theme.colors.surface : theme.colors.background)};
  scroll-margin-top: 64px;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 6rem 0;
  }
`

const Header = styled.header`
  max-width: 46rem;
  margin: 0 auto 3rem;
  text-align: center;
  p.eyebrow {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    font-size: 0.875rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  h2 {
    font-size: clamp(1.75rem, 4vw, 2.25rem);
    letter-spacing: -0.02em;
    margin: 0;
  }
  p.lead {
    margin: 1rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 1.125rem;
  }
  /* Arabic letters join: tracking would pull them apart. */
  :lang(ar) & p.eyebrow,
  :lang(ar) & h2 {
    letter-spacing: normal;
  }
`

/** A landing section: a band of colour, an eyebrow, its H2 and a lead line, then the content. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = 'white',
  children,
}: {
  id: string
  eyebrow: string
  title: string
  lead?: string
  tone?: 'white' | 'tinted'
  children: ReactNode
}) {
  return (
    <Band id={id} $tone={tone} aria-labelledby={`${id}-titre`}>
      <Container>
        <Header>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={`${id}-titre`}>{title}</h2>
          {lead ? <p className="lead">{lead}</p> : null}
        </Header>
        {children}
      </Container>
    </Band>
  )
}
