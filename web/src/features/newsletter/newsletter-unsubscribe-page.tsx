import { useSearchParams } from 'react-router'
import { CardPage } from '../../components/layouts/card-page'
import { PageMeta } from '../../components/seo/page-meta'
import { Button } from '../../components/ui/button'
import { useLocalizedHref } from '../../lib/i18n/locale'
import { useNewsletterText } from './i18n'

/**
 * /newsletter/desinscription?abonne=…&jeton=… : the email's visible unsubscribe link. A button (a
 * mail scanner's visit changes nothing), posted as a plain form to the one-click address itself.
 */
export default function NewsletterUnsubscribePage() {
  const [params] = useSearchParams()
  const t = useNewsletterText()
  const href = useLocalizedHref()
  const subscriber = params.get('abonne') ?? ''
  const token = params.get('jeton') ?? ''
  const head = (
    <PageMeta title={t('unsubscribe.metaTitle')} description={t('unsubscribe.metaDescription')} path="/newsletter/desinscription" noindex />
  )
  const back = <a href={href('/blog')}>{t('backToBlog')}</a>
  if (!/^\d+$/.test(subscriber) || token.length < 20) {
    return (
      <CardPage title={t('invalidTitle')} head={head} footer={back}>
        <p role="alert">{t('state.desinscription-invalide.text')}</p>
      </CardPage>
    )
  }
  const action = `/api/newsletter/unsubscribe?${new URLSearchParams({ abonne: subscriber, jeton: token })}`
  return (
    <CardPage title={t('unsubscribe.title')} subtitle={t('unsubscribe.subtitle')} head={head} footer={back}>
      <form method="post" action={action}>
        <input type="hidden" name="confirmer" value="oui" />
        <Button type="submit" $block>
          {t('unsubscribe.button')}
        </Button>
      </form>
    </CardPage>
  )
}
