import { PlaceholderPage } from '../../components/layouts/placeholder-page'

/** Détail du projet: placeholder until its issue builds the screen (spec 1 §2). */
export default function ProjectPage() {
  return <PlaceholderPage title="Détail du projet" />
}
