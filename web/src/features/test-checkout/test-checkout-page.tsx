import { FlaskConical } from 'lucide-react'
import { useParams } from 'react-router'
import styled from 'styled-components'
import { testCheckoutPaths } from '@/contract/payments'
import { Island } from '../../components/islands/island'
import { BrandHeader, Container } from '../../components/layouts/brand-header'
import { LanguageSwitch } from '../../components/layouts/language-switch'
import { PageMeta } from '../../components/seo/page-meta'
import { useTestCheckoutText } from './i18n'
import TestCheckout from './test-checkout'

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`

/** Says it before anything else, on every state of the page: this is not a real payment. */
const TestBanner = styled.div`
  background: #fbbf24;
  color: #1c1917;
  border-bottom: 3px solid #b45309;
  p {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.6rem;
    margin: 0;
    padding: 0.85rem 0;
    font-size: 1.0625rem;
    font-weight: 800;
    text-align: center;
  }
  svg {
    flex: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    p {
      font-size: 1.1875rem;
    }
  }
`

const ProviderName = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
  text-align: end;
  @media (max-width: 479px) {
    display: none;
  }
`

const HeaderEnd = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`

const Main = styled.main`
  flex: 1;
  padding: 2rem 0 4rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 3.5rem 0 5rem;
  }
`

const Narrow = styled(Container)`
  max-width: 64rem;
`

/**
 * The local test provider's checkout page (contract/payments.ts), used when no real provider
 * is configured (development, tests). Server-rendered, never indexed; the checkout itself is
 * an island.
 */
export default function TestCheckoutPage() {
  const t = useTestCheckoutText()
  const { sessionId = '' } = useParams()
  return (
    <Page>
      <PageMeta title={t('page.title')} description={t('page.description')} path={testCheckoutPaths.page(sessionId)} noindex />
      <BrandHeader
        sticky={false}
        banner={
          <TestBanner>
            <Container>
              <p>
                <FlaskConical size={22} aria-hidden="true" />
                {t('banner')}
              </p>
            </Container>
          </TestBanner>
        }
      >
        <HeaderEnd>
          <ProviderName>{t('provider')}</ProviderName>
          <LanguageSwitch />
        </HeaderEnd>
      </BrandHeader>
      <Main>
        <Narrow>
          <Island name="test-checkout" component={TestCheckout} props={{ sessionId }} />
        </Narrow>
      </Main>
    </Page>
  )
}
