import { PlaceholderPage } from '../../components/layouts/placeholder-page'

/** Créer mon entreprise: placeholder until its issue builds the screen (spec 1 §2). */
export default function CreateCompanyPage() {
  return <PlaceholderPage title="Créer mon entreprise" />
}
