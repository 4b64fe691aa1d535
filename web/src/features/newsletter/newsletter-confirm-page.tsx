import { useSearchParams } from 'react-router'
import { CardPage } from '../../components/layouts/card-page'
import { PageMeta } from '../../components/seo/page-meta'
import { Button, ButtonAnchor } from '../../components/ui/button'
import { useLocalizedHref } from '../../lib/i18n/locale'
import { useNewsletterText } from './i18n'

/**
 * /newsletter/confirmation?jeton=… : the link of the confirmation email. A button confirms, not the
 * visit: mail scanners open links and must not subscribe anyone. A plain form (no script needed):
 * the API answers with a redirect to the page that says what happened.
 */
export default function NewsletterConfirmPage() {
  const [params] = useSearchParams()
  const t = useNewsletterText()
  const href = useLocalizedHref()
  const token = params.get('jeton') ?? ''
  const head = (
    <PageMeta title={t('confirm.metaTitle')} description={t('confirm.metaDescription')} path="/newsletter/confirmation" noindex />
  )
  const back = <a href={href('/blog')}>{t('backToBlog')}</a>
  if (token.length < 20) {
    return (
      <CardPage title={t('invalidTitle')} head={head} footer={back}>
        <p role="alert">{t('state.lien-invalide.text')}</p>
        <ButtonAnchor href={href('/newsletter')} $block>
          {t('again')}
        </ButtonAnchor>
      </CardPage>
    )
  }
  return (
    <CardPage title={t('confirm.title')} subtitle={t('confirm.subtitle')} head={head} footer={back}>
      <form method="post" action="/api/newsletter/confirm">
        <input type="hidden" name="token" value={token} />
        <Button type="submit" $block>
          {t('confirm.button')}
        </Button>
      </form>
    </CardPage>
  )
}
