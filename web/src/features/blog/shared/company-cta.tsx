import { ArrowRight } from 'lucide-react'
import styled from 'styled-components'
import { ButtonLink } from '@/web/src/components/ui/button'

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
`

/** The way from reading to doing: the funnel at /creer-entreprise, in the landing page's colours. */
export function CompanyCta({ headingId }: { headingId: string }) {
  return (
    <Box aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>Prêt à lancer votre entreprise&#x202f;?</h2>
        <p>
          Nos experts locaux s&apos;occupent des démarches, des statuts au registre du commerce. Votre société en moins de 30&nbsp;jours,
          garanti ou remboursé.
        </p>
      </div>
      <ButtonLink to="/creer-entreprise">
        Créer mon entreprise
        <ArrowRight size={18} aria-hidden="true" />
      </ButtonLink>
    </Box>
  )
}
