import { ArrowRight } from 'lucide-react'
import styled from 'styled-components'
import { ButtonLink } from '@/web/src/components/ui/button'
import { useBlogText } from '../i18n'

const Box = styled.aside`
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  position: relative;
  overflow: hidden;
  border-radius: 16px;
  padding: 2rem 1.5rem;
  color: #ffffff;
  background: linear-gradient(135deg, #1e3a8a 0%, ${({ theme }) => theme.colors.primary} 100%);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 2.5rem 3rem;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 2rem;
  }
  h2 {
    font-size: clamp(1.375rem, 3vw, 1.75rem);
    letter-spacing: -0.01em;
    /* Arabic letters join: no tracking on right-to-left pages (issue 37). */
    &:dir(rtl) {
      letter-spacing: normal;
    }
    margin: 0 0 0.5rem;
    color: #ffffff;
  }
  p {
    margin: 0;
    color: #dbeafe;
    font-size: 1.0625rem;
    max-width: 34rem;
  }
  a {
    flex-shrink: 0;
    margin-top: 1.5rem;
    min-height: 52px;
    padding: 0.8rem 1.5rem;
    background: #ffffff;
    border-color: #ffffff;
    color: #1e3a8a;
  }
  a:hover:not(:disabled) {
    background: #eff6ff;
    border-color: #eff6ff;
    color: #1e3a8a;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    a {
      margin-top: 0;
    }
  }
  @media (max-width: 479px) {
    a {
      width: 100%;
    }
  }
  /* The arrow points the way one reads (issue 37). */
  a svg:dir(rtl) {
    transform: scaleX(-1);
  }
`

/** The way from reading to doing: the funnel at /creer-entreprise, in the landing page's colours. */
export function CompanyCta({ headingId }: { headingId: string }) {
  const t = useBlogText()
  return (
    <Box aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{t('cta.title')}</h2>
        <p>{t('cta.text')}</p>
      </div>
      <ButtonLink to="/creer-entreprise">
        {t('cta.button')}
        <ArrowRight size={18} aria-hidden="true" />
      </ButtonLink>
    </Box>
  )
}
