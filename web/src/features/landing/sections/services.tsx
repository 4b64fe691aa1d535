import { Check } from 'lucide-react'
import styled from 'styled-components'
import { useLandingText } from '../i18n'
import { SERVICES } from '../landing-content'
import { Section } from './section'

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem 2.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, 1fr);
  }
  li {
    display: flex;
    gap: 1rem;
    padding: 1.25rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    font-size: 1.0625rem;
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Tick = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: #dcfce7;
  color: ${({ theme }) => theme.colors.success};
`

/** What the service covers (spec 1 §1, listed services). */
export function Services() {
  const t = useLandingText()
  return (
    <Section id="services" eyebrow={t('services.eyebrow')} title={t('services.title')}>
      <List>
        {SERVICES.map((index) => (
          <li key={index}>
            <Tick>
              <Check size={18} aria-hidden="true" strokeWidth={3} />
            </Tick>
            <div>
              <h3>{t(`services.${index}.title`)}</h3>
              <p>{t(`services.${index}.text`)}</p>
            </div>
          </li>
        ))}
      </List>
    </Section>
  )
}
