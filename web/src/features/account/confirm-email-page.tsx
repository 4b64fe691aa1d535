import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { frenchText } from '@/contract/french/typography'
import { CardPage } from '@/web/src/components/layouts/card-page'
import { PageMeta } from '@/web/src/components/seo/page-meta'
import { Button, ButtonLink } from '@/web/src/components/ui/button'
import { serverMessage } from '@/web/src/lib/api-client'
import { useLocalizedHref } from '@/web/src/lib/i18n/locale'
import { confirmEmailChange } from './api/account-api'
import { useAccountText } from './i18n'

type State = { phase: 'ready' | 'sending' } | { phase: 'done'; message: string } | { phase: 'failed'; message: string }

/**
 * /confirmer-email?token=…: the link sent to a new address (issue 33 item 7). The change is made
 * by a button, not on arrival: mail scanners that open links must not confirm it for the owner.
 */
export default function ConfirmEmailPage() {
  const t = useAccountText()
  const href = useLocalizedHref()
  // French typography for a French text (the server's messages too); Arabic is shown as written.
  const typeset = (text: string) => (t.locale === 'fr' ? frenchText(text) : text)
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [state, setState] = useState<State>(token ? { phase: 'ready' } : { phase: 'failed', message: t('confirm.invalidLink') })

  const head = <PageMeta title={t('confirm.title')} description={t('confirm.description')} path="/confirmer-email" noindex />

  const confirm = async () => {
    setState({ phase: 'sending' })
    try {
      const done = await confirmEmailChange({ token })
      setState({ phase: 'done', message: done.message })
    } catch (error) {
      setState({ phase: 'failed', message: serverMessage(error, t('confirm.failed')) })
    }
  }

  if (state.phase === 'done') {
    return (
      <CardPage title={t('confirm.done')} head={head}>
        <p role="status">{typeset(state.message)}</p>
        <ButtonLink to="/dashboard?tab=parametres" $block>
          {t('confirm.toDashboard')}
        </ButtonLink>
      </CardPage>
    )
  }
  if (state.phase === 'failed') {
    return (
      <CardPage title={t('confirm.invalid')} head={head} footer={<a href={href('/dashboard?tab=parametres')}>{t('confirm.back')}</a>}>
        <p role="alert">{typeset(state.message)}</p>
        <p>{t('confirm.newLink')}</p>
      </CardPage>
    )
  }
  return (
    <CardPage title={t('confirm.title')} subtitle={t('confirm.subtitle')} head={head}>
      <Button $block onClick={() => void confirm()} disabled={state.phase === 'sending'}>
        {state.phase === 'sending' ? t('confirm.sending') : t('confirm.submit')}
      </Button>
    </CardPage>
  )
}
