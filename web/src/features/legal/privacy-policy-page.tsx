import { PlaceholderPage } from '../../components/layouts/placeholder-page'

/** Politique de confidentialité: placeholder until its issue builds the screen (spec 1 §2). */
export default function PrivacyPolicyPage() {
  return <PlaceholderPage title="Politique de confidentialité" />
}
