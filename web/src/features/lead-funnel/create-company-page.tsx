import { BadgeCheck, Headset, MessageCircle, ShieldCheck } from 'lucide-react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { formatMoneyIn } from '@/contract/i18n/format'
import { FULL_OFFER } from '@/contract/payments'
import { whatsappUrl } from '@/contract/site-config'
import { Island } from '../../components/islands/island'
import { BrandHeader, Container } from '../../components/layouts/brand-header'
import { LanguageSwitch } from '../../components/layouts/language-switch'
import { PageMeta } from '../../components/seo/page-meta'
import { VisuallyHidden } from '../../components/ui/visually-hidden'
import { useSiteConfig } from '../../config/site-config'
import { useFunnelText } from './i18n'
import LeadFunnel from './lead-funnel'

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: radial-gradient(50rem 24rem at 90% -8%, #dbeafe 0%, transparent 60%), ${({ theme }) => theme.colors.background};
  /* The light comes from the reading end's top corner in Arabic too. */
  [dir='rtl'] & {
    background: radial-gradient(50rem 24rem at 10% -8%, #dbeafe 0%, transparent 60%), ${({ theme }) => theme.colors.background};
  }
`

const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
`

const Help = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 0.25rem;
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  font-size: 0.95rem;
  text-decoration: none;
  white-space: nowrap;
  svg {
    color: #047857;
  }
  &:hover {
    text-decoration: underline;
    color: ${({ theme }) => theme.colors.text};
  }
`

const Main = styled.main`
  flex: 1;
  padding: 2rem 0 3rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 3rem 0 4.5rem;
  }
`

const Intro = styled.div`
  max-width: 40rem;
  margin-bottom: 1.75rem;
  h1 {
    font-size: clamp(1.75rem, 5vw, 2.5rem);
    letter-spacing: -0.02em;
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    font-size: 1.0625rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) 20rem;
    gap: 3rem;
  }
`

const Aside = styled.aside`
  display: grid;
  gap: 1.5rem;
  h2 {
    font-size: 1.05rem;
    margin: 0 0 1rem;
  }
`

const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  padding: 1.5rem;
`

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.1rem;
  counter-reset: etape;
  li {
    counter-increment: etape;
    display: grid;
    grid-template-columns: 2rem 1fr;
    gap: 0 0.75rem;
  }
  li::before {
    content: counter(etape);
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.925rem;
  }
`

const Proofs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.85rem;
  li {
    display: flex;
    gap: 0.65rem;
    align-items: flex-start;
    font-size: 0.95rem;
  }
  svg {
    flex: none;
    margin-top: 0.1rem;
    color: ${({ theme }) => theme.colors.success};
  }
`

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: 1.25rem 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0 1.25rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.muted};
  }
`

/**
 * Créer mon entreprise (spec 1 §2): a focused page (logo back home, no navigation) whose
 * funnel is one island; the reassurance beside it is static HTML.
 */
export default function CreateCompanyPage() {
  const t = useFunnelText()
  const { whatsappNumber, paymentMethods } = useSiteConfig()
  const prices = (paymentMethods.length > 0 ? paymentMethods : [FULL_OFFER])
    .map((method) => formatMoneyIn(t.locale, method.amountMinor, method.currency, { dropZeroDecimals: true }))
    .reduce((first, second) => t('or', { first, second }))
  return (
    <Page>
      <PageMeta title={t('page.title')} description={t('page.description', { prices })} path="/creer-entreprise" />
      <BrandHeader sticky={false}>
        <HeaderActions>
          <LanguageSwitch />
          <Help href={whatsappUrl(whatsappNumber, t('help.message'))} target="_blank" rel="noopener noreferrer">
            <MessageCircle size={18} aria-hidden="true" />
            {t('help.label')}
            <VisuallyHidden>{t('help.hidden')}</VisuallyHidden>
          </Help>
        </HeaderActions>
      </BrandHeader>
      <Main id="contenu">
        <Container>
          <Intro>
            <h1>{t('intro.title')}</h1>
            <p>{t('intro.lead')}</p>
          </Intro>
          <Layout>
            <Island name="lead-funnel" component={LeadFunnel} props={{}} />
            <Aside aria-label={t('aside.label')}>
              <Panel aria-labelledby="funnel-ensuite">
                <h2 id="funnel-ensuite">{t('next.title')}</h2>
                <Timeline>
                  {(['expert', 'formalities', 'documents'] as const).map((step) => (
                    <li key={step}>
                      <strong>{t(`next.${step}.title`)}</strong>
                      <span>{t(`next.${step}.text`)}</span>
                    </li>
                  ))}
                </Timeline>
              </Panel>
              <Panel aria-labelledby="funnel-confiance">
                <h2 id="funnel-confiance">{t('trust.title')}</h2>
                <Proofs>
                  <li>
                    <ShieldCheck size={18} aria-hidden="true" />
                    <span>
                      <Link to="/conditions-generales#garantie-30-jours">{t('trust.guarantee')}</Link>
                    </span>
                  </li>
                  <li>
                    <BadgeCheck size={18} aria-hidden="true" />
                    <span>{t('trust.companies')}</span>
                  </li>
                  <li>
                    <Headset size={18} aria-hidden="true" />
                    <span>{t('trust.support')}</span>
                  </li>
                </Proofs>
              </Panel>
            </Aside>
          </Layout>
        </Container>
      </Main>
      <Footer>
        <Container>
          <nav aria-label={t('footer.label')}>
            <ul>
              <li>
                <Link to="/mentions-legales">{t('footer.legal')}</Link>
              </li>
              <li>
                <Link to="/politique-confidentialite">{t('footer.privacy')}</Link>
              </li>
              <li>
                <Link to="/conditions-generales">{t('footer.terms')}</Link>
              </li>
            </ul>
          </nav>
        </Container>
      </Footer>
    </Page>
  )
}
