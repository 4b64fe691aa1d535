import { PlaceholderPage } from '../../components/layouts/placeholder-page'
import { PageMeta } from '../../components/seo/page-meta'

/** Blog: placeholder until its issue builds the screen (spec 2 §2). */
export default function BlogListPage() {
  return (
    <PlaceholderPage
      title="Blog"
      head={
        <PageMeta
          title="Blog"
          description="Conseils, démarches et actualités pour créer et gérer votre entreprise en Algérie et dans le monde francophone."
          path="/blog"
        />
      }
    />
  )
}
