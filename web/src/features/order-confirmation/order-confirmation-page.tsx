import { PlaceholderPage } from '../../components/layouts/placeholder-page'

/** Confirmation de commande: placeholder until its issue builds the screen (spec 1 §2). */
export default function OrderConfirmationPage() {
  return <PlaceholderPage title="Confirmation de commande" />
}
