import { Link } from 'react-router'
import { Muted } from '../../components/ui/card'
import { CardPage } from '../../components/ui/card-page'

/** Holds the routes of screens other issues build, so they answer 200 meanwhile. */
export default function ComingSoonPage() {
  return (
    <CardPage title="Page en préparation" footer={<Link to="/">← Retour à l'accueil</Link>}>
      <Muted>Cette page arrive très bientôt.</Muted>
    </CardPage>
  )
}
