import styled from 'styled-components'
import { useLandingText } from '../i18n'
import { TESTIMONIALS } from '../landing-content'
import { Section } from './section'

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(3, 1fr);
  }
`

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  padding: 1.75rem;
  blockquote {
    margin: 0;
    flex: 1;
    font-size: 1.0625rem;
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  figcaption span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  figure {
    margin: 0;
    display: contents;
  }
`

const Stars = styled.p`
  margin: 0;
  color: #b45309;
  letter-spacing: 0.15em;
  font-size: 1.125rem;
`

const Avatar = styled.span`
  flex: none;
  display: grid !important;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover} !important;
  font-weight: 700;
  font-size: 0.95rem !important;
`

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')

/** Three customer testimonials (spec 1 §1). */
export function Testimonials() {
  const t = useLandingText()
  return (
    <Section
      id="temoignages"
      tone="tinted"
      eyebrow={t('testimonials.eyebrow')}
      title={t('testimonials.title')}
      lead={t('testimonials.lead')}
    >
      <Grid>
        {TESTIMONIALS.map((index) => {
          const name = t(`testimonials.${index}.name`)
          return (
            <Card key={index}>
              <figure>
                <Stars role="img" aria-label={t('testimonials.rating')}>
                  ★★★★★
                </Stars>
                <blockquote>{t('testimonials.quote', { quote: t(`testimonials.${index}.quote`) })}</blockquote>
                <figcaption>
                  <Avatar aria-hidden="true">{initials(name)}</Avatar>
                  <div>
                    <strong>{name}</strong>
                    <span>{t(`testimonials.${index}.role`)}</span>
                  </div>
                </figcaption>
              </figure>
            </Card>
          )
        })}
      </Grid>
    </Section>
  )
}
