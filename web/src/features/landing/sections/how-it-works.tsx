import styled from 'styled-components'
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
    left: 0;
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
      left: 72px;
      right: -1rem;
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
  return (
    <Section id="comment-ca-marche" eyebrow="Comment ça marche" title="Votre société en 3 étapes">
      <Steps>
        {STEPS.map(({ title, text }) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </Steps>
    </Section>
  )
}
