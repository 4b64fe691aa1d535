import { useSearchParams } from 'react-router'
import { NEWSLETTER_LINK_INVALID } from '@/contract/newsletter'
import { CardPage } from '../../components/layouts/card-page'
import { PageMeta } from '../../components/seo/page-meta'
import { Button, ButtonAnchor } from '../../components/ui/button'

const head = (
  <PageMeta
    title="Confirmer votre inscription"
    description="Confirmez votre inscription à la lettre du blog."
    path="/newsletter/confirmation"
    noindex
  />
)

/**
 * /newsletter/confirmation?jeton=… : the link of the confirmation email. A button confirms, not the
 * visit: mail scanners open links and must not subscribe anyone. A plain form (no script needed):
 * the API answers with a redirect to the page that says what happened.
 */
export default function NewsletterConfirmPage() {
  const [params] = useSearchParams()
  const token = params.get('jeton') ?? ''
  if (token.length < 20) {
    return (
      <CardPage title="Lien invalide" head={head} footer={<a href="/blog">← Retour au blog</a>}>
        <p role="alert">{NEWSLETTER_LINK_INVALID}</p>
        <ButtonAnchor href="/newsletter" $block>
          M’inscrire à nouveau
        </ButtonAnchor>
      </CardPage>
    )
  }
  return (
    <CardPage
      title="Confirmer votre inscription"
      subtitle={'Un dernier clic\u00a0: vous recevrez ensuite un e-mail à chaque nouvel article du blog.'}
      head={head}
      footer={<a href="/blog">← Retour au blog</a>}
    >
      <form method="post" action="/api/newsletter/confirm">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" $block>
          Confirmer mon inscription
        </Button>
      </form>
    </CardPage>
  )
}
