import { useSearchParams } from 'react-router'
import { NEWSLETTER_UNSUBSCRIBE_INVALID } from '@/contract/newsletter'
import { CardPage } from '../../components/layouts/card-page'
import { PageMeta } from '../../components/seo/page-meta'
import { Button } from '../../components/ui/button'

const head = <PageMeta title="Se désinscrire" description="Ne plus recevoir la lettre du blog." path="/newsletter/desinscription" noindex />

/**
 * /newsletter/desinscription?abonne=…&jeton=… : the email's visible unsubscribe link. A button (a
 * mail scanner's visit changes nothing), posted as a plain form to the one-click address itself.
 */
export default function NewsletterUnsubscribePage() {
  const [params] = useSearchParams()
  const subscriber = params.get('abonne') ?? ''
  const token = params.get('jeton') ?? ''
  if (!/^\d+$/.test(subscriber) || token.length < 20) {
    return (
      <CardPage title="Lien invalide" head={head} footer={<a href="/blog">← Retour au blog</a>}>
        <p role="alert">{NEWSLETTER_UNSUBSCRIBE_INVALID}</p>
      </CardPage>
    )
  }
  const action = `/api/newsletter/unsubscribe?${new URLSearchParams({ abonne: subscriber, jeton: token })}`
  return (
    <CardPage
      title="Se désinscrire de la lettre"
      subtitle="Vous ne recevrez plus d’e-mail à chaque nouvel article du blog."
      head={head}
      footer={<a href="/blog">← Retour au blog</a>}
    >
      <form method="post" action={action}>
        <input type="hidden" name="confirmer" value="oui" />
        <Button type="submit" $block>
          Me désinscrire
        </Button>
      </form>
    </CardPage>
  )
}
