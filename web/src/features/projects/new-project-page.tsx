import { PlaceholderPage } from '../../components/layouts/placeholder-page'

/** Nouveau projet: placeholder until its issue builds the screen (spec 1 §2). */
export default function NewProjectPage() {
  return <PlaceholderPage title="Nouveau projet" />
}
