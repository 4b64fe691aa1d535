import { PlaceholderPage } from '../../components/layouts/placeholder-page'

/** Mentions légales: placeholder until its issue builds the screen (spec 1 §2). */
export default function LegalNoticePage() {
  return <PlaceholderPage title="Mentions légales" />
}
