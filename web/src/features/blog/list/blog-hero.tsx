import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container } from '@/web/src/components/layouts/brand-header'
import { useBlogText } from '../i18n'

const Band = styled.section`
  background:
    radial-gradient(50rem 24rem at var(--glow-x, 90%) -20%, #dbeafe 0%, transparent 60%),
    linear-gradient(180deg, #ffffff 0%, ${({ theme }) => theme.colors.background} 100%);
  padding: 2.5rem 0 2rem;
  /* The glow sits at the line's end: on the left in Arabic (issue 37). */
  &:dir(rtl) {
    --glow-x: 10%;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 4rem 0 2.5rem;
  }
`

const Eyebrow = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 0.875rem;
  letter-spacing: 0.08em;
  /* Arabic letters join: no tracking on right-to-left pages (issue 37). */
  &:dir(rtl) {
    letter-spacing: normal;
  }
  text-transform: uppercase;
`

const Title = styled.h1`
  font-size: clamp(2rem, 5vw, 2.75rem);
  letter-spacing: -0.02em;
  line-height: 1.1;
  /* Arabic letters join (no tracking) and rise higher (more room between lines), issue 37. */
  &:dir(rtl) {
    letter-spacing: normal;
    line-height: 1.4;
  }
  margin: 0 0 0.75rem;
`

const Lead = styled.p`
  max-width: 40rem;
  margin: 0 0 2rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: clamp(1.0625rem, 2.2vw, 1.1875rem);
`

/** The top of /blog: its H1, one line about what it is, then the search and the filters. */
export function BlogHero({ children }: { children: ReactNode }) {
  const t = useBlogText()
  return (
    <Band aria-labelledby="blog-titre">
      <Container>
        <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
        <Title id="blog-titre">{t('hero.title')}</Title>
        <Lead>{t('hero.lead')}</Lead>
        {children}
      </Container>
    </Band>
  )
}
