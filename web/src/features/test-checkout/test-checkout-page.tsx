import { FlaskConical } from 'lucide-react'
import { Link, useParams } from 'react-router'
import styled from 'styled-components'
import { testCheckoutPaths } from '@/contract/payments'
import { LogoMark } from '../../components/brand/logo'
import { Island } from '../../components/islands/island'
import { Container } from '../../components/layouts/public-layout'
import { PageMeta } from '../../components/seo/page-meta'
import { useSiteConfig } from '../../config/site-config'
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

const Top = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    min-height: 64px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9375rem;
    text-align: right;
  }
  @media (max-width: 479px) {
    p {
      display: none;
    }
  }
`

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  font-weight: 800;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: 8px;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    white-space: nowrap;
  }
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
  const { sessionId = '' } = useParams()
  const { siteName } = useSiteConfig()
  return (
    <Page>
      <PageMeta
        title="Paiement de test"
        description="Paiement de test : aucun paiement réel ne sera effectué."
        path={testCheckoutPaths.page(sessionId)}
        noindex
      />
      <header>
        <TestBanner>
          <Container>
            <p>
              <FlaskConical size={22} aria-hidden="true" />
              Paiement de test — aucun paiement réel ne sera effectué
            </p>
          </Container>
        </TestBanner>
        <Top>
          <Container>
            <Brand to="/" aria-label={`${siteName}, accueil`}>
              <LogoMark />
              <span>{siteName}</span>
            </Brand>
            <p>Prestataire de paiement de test</p>
          </Container>
        </Top>
      </header>
      <Main>
        <Narrow>
          <Island name="test-checkout" component={TestCheckout} props={{ sessionId }} />
        </Narrow>
      </Main>
    </Page>
  )
}
