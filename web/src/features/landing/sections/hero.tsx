import { CheckCircle2, Clock3, ShieldCheck, Star } from 'lucide-react'
import styled from 'styled-components'
import { Container } from '@/web/src/components/layouts/brand-header'
import { ButtonAnchor, ButtonLink } from '@/web/src/components/ui/button'
import { useLandingText } from '../i18n'
import { useOfferPrices } from '@/web/src/config/offer-prices'

const Band = styled.section`
  background:
    radial-gradient(60rem 30rem at 85% -10%, #dbeafe 0%, transparent 60%),
    linear-gradient(180deg, #ffffff 0%, ${({ theme }) => theme.colors.background} 100%);
  padding: 3rem 0 4rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 5rem 0 6rem;
  }
  /* The glow sits above the illustration, at the end of the line: on the left in Arabic. */
  [dir='rtl'] & {
    background:
      radial-gradient(60rem 30rem at 15% -10%, #dbeafe 0%, transparent 60%),
      linear-gradient(180deg, #ffffff 0%, ${({ theme }) => theme.colors.background} 100%);
  }
`

const Grid = styled.div`
  display: grid;
  gap: 3rem;
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1.1fr 0.9fr;
  }
`

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 1.25rem;
  padding: 0.35rem 0.85rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: 600;
  font-size: 0.875rem;
`

const Title = styled.h1`
  font-size: clamp(2.25rem, 6vw, 3.5rem);
  line-height: 1.08;
  letter-spacing: -0.03em;
  margin: 0 0 1.25rem;
  span {
    color: ${({ theme }) => theme.colors.primary};
  }
  /* Arabic letters join: no tracking between them. */
  :lang(ar) & {
    letter-spacing: normal;
    line-height: 1.3;
  }
`

const Lead = styled.p`
  font-size: clamp(1.125rem, 2.5vw, 1.25rem);
  color: ${({ theme }) => theme.colors.muted};
  max-width: 36rem;
  margin: 0 0 2rem;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  a {
    min-height: 52px;
    padding: 0.8rem 1.5rem;
    font-size: 1.0625rem;
  }
  @media (max-width: 479px) {
    a {
      width: 100%;
    }
  }
`

const Proof = styled.ul`
  list-style: none;
  margin: 2rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
    flex: none;
  }
`

/* The illustration: what a client sees once the procedure runs (decorative). */
const Tracker = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 20px;
  box-shadow: 0 24px 60px rgba(15, 23, 42, 0.14);
  padding: 1.5rem;
  max-width: 28rem;
  width: 100%;
  justify-self: center;
  header {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: 1rem;
    margin-bottom: 1.25rem;
  }
  header p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
  header strong {
    display: block;
    font-size: 1.125rem;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.85rem;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    font-size: 0.95rem;
  }
  li span.dot {
    width: 28px;
    height: 28px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    flex: none;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8rem;
    font-weight: 700;
  }
  li.done span.dot {
    background: #dcfce7;
    color: ${({ theme }) => theme.colors.success};
  }
  li.current span.dot {
    background: ${({ theme }) => theme.colors.primary};
    color: #ffffff;
  }
  li.current {
    font-weight: 600;
  }
`

const Badge = styled.span`
  flex: none;
  padding: 0.25rem 0.6rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: 0.8rem;
  font-weight: 700;
`

const Progress = styled.div`
  height: 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  margin: 0 0 1.25rem;
  div {
    width: 57%;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary};
  }
`

const TRACKER_STEPS = [
  { label: 'tracker.step.0', state: 'done' },
  { label: 'tracker.step.1', state: 'done' },
  { label: 'tracker.step.2', state: 'done' },
  { label: 'tracker.step.3', state: 'current' },
  { label: 'tracker.step.4', state: 'todo' },
] as const

export function Hero() {
  const t = useLandingText()
  const { euros, dinars } = useOfferPrices()
  const price = euros ?? dinars
  return (
    <Band aria-labelledby="hero-titre">
      <Container>
        <Grid>
          <div>
            <Eyebrow>
              <Star size={16} aria-hidden="true" fill="currentColor" /> {t('hero.eyebrow')}
            </Eyebrow>
            <Title id="hero-titre">{t.rich('hero.title', { accent: <span /> })}</Title>
            <Lead>{t('hero.lead')}</Lead>
            <Actions>
              <ButtonLink to="/creer-entreprise">{t('hero.start')}</ButtonLink>
              <ButtonAnchor href="#offres" $variant="secondary">
                {t('hero.seeOffers')}
              </ButtonAnchor>
            </Actions>
            <Proof>
              <li>
                <ShieldCheck size={18} aria-hidden="true" /> {t('hero.guarantee')}
              </li>
              <li>
                <Clock3 size={18} aria-hidden="true" /> {t('hero.support')}
              </li>
              <li>
                <CheckCircle2 size={18} aria-hidden="true" /> <span>{t.rich('hero.price', {}, { price: <bdi>{price}</bdi> })}</span>
              </li>
            </Proof>
          </div>
          <Tracker aria-hidden="true">
            <header>
              <div>
                <p>{t('tracker.file')}</p>
                <strong>{t('tracker.company')}</strong>
              </div>
              <Badge>{t('tracker.badge')}</Badge>
            </header>
            <Progress>
              <div />
            </Progress>
            <ol>
              {TRACKER_STEPS.map((step, index) => (
                <li key={step.label} className={step.state}>
                  <span className="dot">{step.state === 'done' ? '✓' : index + 1}</span>
                  {t(step.label)}
                </li>
              ))}
            </ol>
          </Tracker>
        </Grid>
      </Container>
    </Band>
  )
}
