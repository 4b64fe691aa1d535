import { PlaceholderPage } from '../../components/layouts/placeholder-page'
import { PageMeta } from '../../components/seo/page-meta'

/** Créer mon entreprise: placeholder until its issue builds the screen (spec 1 §2). */
export default function CreateCompanyPage() {
  return (
    <PlaceholderPage
      title="Créer mon entreprise"
      head={
        <PageMeta
          title="Créer mon entreprise"
          description="Lancez la création de votre entreprise en deux étapes : vos coordonnées, puis l’accompagnement complet à 997 € TTC ou le guide gratuit."
          path="/creer-entreprise"
        />
      }
    />
  )
}
