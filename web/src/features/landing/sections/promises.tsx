import { BadgeCheck, Building2, Headset, MapPin, ShieldCheck, Timer } from 'lucide-react'
import styled from 'styled-components'
import { useLandingText } from '../i18n'
import { PROMISE_ICONS, type PromiseIcon } from '../landing-content'
import { Section } from './section'

const ICONS: Record<PromiseIcon, typeof BadgeCheck> = {
  simple: BadgeCheck,
  experts: MapPin,
  fast: Timer,
  guarantee: ShieldCheck,
  companies: Building2,
  support: Headset,
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(3, 1fr);
  }
`

const Card = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  padding: 1.75rem;
  h3 {
    font-size: 1.125rem;
    margin: 1rem 0 0.5rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const IconBox = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`

/** The six marketing promises (spec 1 §1), as benefit cards. */
export function Promises() {
  const t = useLandingText()
  return (
    <Section id="avantages" tone="tinted" eyebrow={t('promises.eyebrow')} title={t('promises.title')} lead={t('promises.lead')}>
      <Grid>
        {PROMISE_ICONS.map((icon) => {
          const Icon = ICONS[icon]
          return (
            <Card key={icon}>
              <IconBox>
                <Icon size={24} aria-hidden="true" />
              </IconBox>
              <h3>{t(`promises.${icon}.title`)}</h3>
              <p>{t(`promises.${icon}.text`)}</p>
            </Card>
          )
        })}
      </Grid>
    </Section>
  )
}
