import { Check } from 'lucide-react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { funnelPathFor } from '@/contract/funnel-offers'
import { ButtonLink } from '@/web/src/components/ui/button'
import { offerContent } from '@/web/src/config/offers'
import { useLandingText } from '../i18n'
import { useOfferPrices } from '@/web/src/config/offer-prices'
import { Section } from './section'

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 56rem;
  margin: 0 auto;
  align-items: stretch;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1.15fr 0.85fr;
  }
`

const Offer = styled.article<{ $featured?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ $featured, theme }) => ($featured ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  border-radius: 20px;
  padding: 2rem 1.75rem;
  box-shadow: ${({ $featured }) => ($featured ? '0 20px 50px rgba(29, 78, 216, 0.15)' : 'none')};
  h3 {
    font-size: 1.25rem;
    margin: 0 0 0.25rem;
  }
  > p {
    color: ${({ theme }) => theme.colors.muted};
    margin: 0;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 1.5rem 0 2rem;
    display: grid;
    gap: 0.75rem;
    flex: 1;
  }
  li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
  }
  li svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.success};
  }
`

const Recommended = styled.p`
  position: absolute;
  top: -0.9rem;
  inset-inline-start: 1.75rem;
  margin: 0;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff !important;
  font-size: 0.8rem;
  font-weight: 700;
`

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  margin: 1.25rem 0 0 !important;
  color: ${({ theme }) => theme.colors.text} !important;
  strong {
    font-size: 2.75rem;
    line-height: 1;
    letter-spacing: -0.03em;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
`

const DinarPrice = styled.p`
  margin: 0.5rem 0 0 !important;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`

const Note = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  margin: 1.5rem 0 0;
  font-size: 0.95rem;
`

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <Check size={18} aria-hidden="true" strokeWidth={3} />
          {item}
        </li>
      ))}
    </ul>
  )
}

/** The two offers (spec 1 §1): the full service at 997 € TTC, paid online, and the free guide. */
export function Offers() {
  const t = useLandingText()
  const { euros, dinars } = useOfferPrices()
  const { full, guide } = offerContent(t.locale)
  return (
    <Section id="offres" tone="tinted" eyebrow={t('offers.eyebrow')} title={t('offers.title')} lead={t('offers.lead')}>
      <Grid>
        <Offer $featured aria-labelledby="offre-complete">
          <Recommended>{t('offers.recommended')}</Recommended>
          <h3 id="offre-complete">{full.title}</h3>
          <p>{full.summary}</p>
          <Price>
            <strong>
              <bdi>{euros ?? dinars}</bdi>
            </strong>
            <span>{t('offers.fullPriceNote')}</span>
          </Price>
          {euros && dinars ? <DinarPrice>{t.rich('offers.dinars', {}, { dinars: <bdi>{dinars}</bdi> })}</DinarPrice> : null}
          <Features items={full.features} />
          <ButtonLink to={funnelPathFor('complet')} $block>
            {t('offers.chooseFull')}
          </ButtonLink>
        </Offer>
        <Offer aria-labelledby="offre-guide">
          <h3 id="offre-guide">{guide.title}</h3>
          <p>{guide.summary}</p>
          <Price>
            <strong>
              <bdi>{t('offers.guidePrice')}</bdi>
            </strong>
            <span>{t('offers.guidePriceNote')}</span>
          </Price>
          <Features items={guide.features} />
          <ButtonLink to={funnelPathFor('guide')} $variant="secondary" $block>
            {t('offers.getGuide')}
          </ButtonLink>
        </Offer>
      </Grid>
      <Note>{t.rich('offers.note', { link: <Link to="/conditions-generales#garantie-30-jours" /> })}</Note>
    </Section>
  )
}
