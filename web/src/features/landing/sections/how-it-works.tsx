import styled from 'styled-components'
import { useLandingText } from '../i18n'
import { STEPS } from '../landing-content'
import { Section } from './section'

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2rem;
  counter-reset: step;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    position: relative;
    counter-increment: step;
    padding-top: 4.5rem;
  }
  li::before {
    content: counter(step);
    position: absolute;
    top: 0;
    inset-inline-start: 0;
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: #ffffff;
    font-size: 1.375rem;
    font-weight: 800;
  }
  /* The line that joins the numbers on wide screens. */
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    li:not(:last-child)::after {
      content: '';
      position: absolute;
      top: 28px;
      inset-inline-start: 72px;
      inset-inline-end: -1rem;
      border-top: 2px dashed ${({ theme }) => theme.colors.border};
    }
  }
  h3 {
    font-size: 1.1875rem;
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

/** The three steps (spec 1 §1): form, formalities, official documents. */
export function HowItWorks() {
  const t = useLandingText()
  return (
    <Section id="comment-ca-marche" eyebrow={t('how.eyebrow')} title={t('how.title')}>
      <Steps>
        {STEPS.map((index) => (
          <li key={index}>
            <h3>{t(`how.${index}.title`)}</h3>
            <p>{t(`how.${index}.text`)}</p>
          </li>
        ))}
      </Steps>
    </Section>
  )
}
