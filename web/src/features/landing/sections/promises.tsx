import { BadgeCheck, Building2, Headset, MapPin, ShieldCheck, Timer } from 'lucide-react'
import styled from 'styled-components'
import { PROMISES, type PromiseIcon } from '../landing-content'
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
  return (
    <Section
      id="avantages"
      tone="tinted"
      eyebrow="Pourquoi nous choisir"
      title="Créer sa société, sans stress ni mauvaise surprise"
      lead="Un accompagnement humain, des délais tenus et un prix annoncé d’avance."
    >
      <Grid>
        {PROMISES.map(({ icon, title, text }) => {
          const Icon = ICONS[icon]
          return (
            <Card key={title}>
              <IconBox>
                <Icon size={24} aria-hidden="true" />
              </IconBox>
              <h3>{title}</h3>
              <p>{text}</p>
            </Card>
          )
        })}
      </Grid>
    </Section>
  )
}
