import { PlaceholderPage } from '../../components/layouts/placeholder-page'
import { PageMeta } from '../../components/seo/page-meta'

/** Confirmation de commande: placeholder until its issue builds the screen (spec 1 §2). */
export default function OrderConfirmationPage() {
  return (
    <PlaceholderPage
      title="Confirmation de commande"
      head={
        <PageMeta
          title="Confirmation de commande"
          description="Le récapitulatif de votre commande."
          path="/confirmation-commande"
          noindex
        />
      }
    />
  )
}
