import { PlaceholderPage } from '../../components/layouts/placeholder-page'
import { PageMeta } from '../../components/seo/page-meta'

/** The local test provider's checkout page: built with the order-confirmation page. */
export default function TestCheckoutPage() {
  return (
    <PlaceholderPage
      title="Paiement de test"
      head={<PageMeta title="Paiement de test" description="Paiement de test : aucun paiement réel." path="/paiement-test" noindex />}
    />
  )
}
