import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { EMAIL_LINK_INVALID } from '@/contract/account'
import { frenchText } from '@/contract/french/typography'
import { CardPage } from '@/web/src/components/layouts/card-page'
import { PageMeta } from '@/web/src/components/seo/page-meta'
import { Button, ButtonLink } from '@/web/src/components/ui/button'
import { serverMessage } from '@/web/src/lib/api-client'
import { confirmEmailChange } from './api/account-api'

type State = { phase: 'ready' | 'sending' } | { phase: 'done'; message: string } | { phase: 'failed'; message: string }

const head = (
  <PageMeta
    title="Confirmer votre adresse e-mail"
    description="Confirmez la nouvelle adresse de votre compte."
    path="/confirmer-email"
    noindex
  />
)

/**
 * /confirmer-email?token=…: the link sent to a new address (issue 33 item 7). The change is made
 * by a button, not on arrival: mail scanners that open links must not confirm it for the owner.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [state, setState] = useState<State>(token ? { phase: 'ready' } : { phase: 'failed', message: EMAIL_LINK_INVALID })

  const confirm = async () => {
    setState({ phase: 'sending' })
    try {
      const done = await confirmEmailChange({ token })
      setState({ phase: 'done', message: done.message })
    } catch (error) {
      setState({ phase: 'failed', message: serverMessage(error, 'Une erreur est survenue lors de la confirmation.') })
    }
  }

  if (state.phase === 'done') {
    return (
      <CardPage title={frenchText('Adresse confirmée !')} head={head}>
        <p role="status">{frenchText(state.message)}</p>
        <ButtonLink to="/dashboard?tab=parametres" $block>
          Aller à mon espace client
        </ButtonLink>
      </CardPage>
    )
  }
  if (state.phase === 'failed') {
    return (
      <CardPage title="Lien invalide" head={head} footer={<a href="/dashboard?tab=parametres">Retour à mon espace client</a>}>
        <p role="alert">{frenchText(state.message)}</p>
        <p>Depuis l’onglet Paramètres de votre espace client, vous pouvez demander un nouveau lien.</p>
      </CardPage>
    )
  }
  return (
    <CardPage
      title="Confirmer votre adresse e-mail"
      subtitle={frenchText('Un dernier clic : cette adresse deviendra celle de votre compte et servira à vous connecter.')}
      head={head}
    >
      <Button $block onClick={() => void confirm()} disabled={state.phase === 'sending'}>
        {state.phase === 'sending' ? 'Confirmation…' : 'Confirmer ma nouvelle adresse'}
      </Button>
    </CardPage>
  )
}
