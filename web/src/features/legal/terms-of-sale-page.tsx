import { PlaceholderPage } from '../../components/layouts/placeholder-page'

/** Conditions générales de vente: placeholder until its issue builds the screen (spec 1 §2). */
export default function TermsOfSalePage() {
  return <PlaceholderPage title="Conditions générales de vente" />
}
