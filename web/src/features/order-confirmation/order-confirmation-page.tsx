import { useSearchParams } from 'react-router'
import styled, { createGlobalStyle } from 'styled-components'
import { Island } from '../../components/islands/island'
import { Container } from '../../components/layouts/brand-header'
import { PublicLayout } from '../../components/layouts/public-layout'
import { PageMeta } from '../../components/seo/page-meta'
import { useConfirmationText } from './i18n'
import OrderSummary from './order-summary'

const Band = styled.div`
  background:
    radial-gradient(50rem 24rem at 50% -8rem, #dcfce7 0%, transparent 70%),
    linear-gradient(180deg, #ffffff 0%, ${({ theme }) => theme.colors.background} 28rem);
  padding: 2.5rem 0 4rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 4rem 0 6rem;
  }
  @media print {
    background: none;
    padding: 0;
  }
`

const Narrow = styled(Container)`
  max-width: 64rem;
  @media print {
    max-width: none;
    padding: 0;
  }
`

/**
 * The printed receipt: black on white, one A4 page. The site's header and footer hide
 * themselves when printed (public-layout.tsx); so would a chat widget.
 */
const PrintStyle = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 16mm 15mm;
    }
    html,
    body {
      background: #ffffff !important;
      color: #000000 !important;
      font-size: 11pt;
    }
    #contenu * {
      color: #000000 !important;
      background: transparent !important;
      box-shadow: none !important;
    }
    a {
      text-decoration: none;
    }
    [data-island='chat-widget'] {
      display: none !important;
    }
  }
`

/**
 * Confirmation de commande (spec 1 §2, §8): where the payment provider sends the customer back,
 * with `session_id` in the query. Rendered on the server; the summary is an island, which reads
 * the session in the browser.
 */
export default function OrderConfirmationPage() {
  const t = useConfirmationText()
  const [searchParams] = useSearchParams()
  const sessionId = searchParams.get('session_id')?.trim() || null
  return (
    <PublicLayout>
      <PageMeta title={t('page.title')} description={t('page.description')} path="/confirmation-commande" noindex />
      <PrintStyle />
      <Band>
        <Narrow>
          <Island name="order-summary" component={OrderSummary} props={{ sessionId }} />
        </Narrow>
      </Band>
    </PublicLayout>
  )
}
