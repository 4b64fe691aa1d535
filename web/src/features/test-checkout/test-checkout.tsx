/**
 * The local test provider's checkout (an island): what is being paid, then "pay" or "cancel",
 * each a call that answers where to go next (contract/payments.ts). No card is asked for and
 * no money moves. The server sends the loading state; the session is read in the browser.
 */
import { CircleAlert, CircleCheck, CircleX, FlaskConical, LoaderCircle, Lock } from 'lucide-react'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import type { CheckoutSession } from '@/contract/payments'
import { FULL_OFFER } from '@/contract/payments'
import { webRoutes } from '@/contract/web-routes'
import { Button, ButtonAnchor } from '../../components/ui/button-base'
import { toast } from '../../components/ui/use-toast'
import { VisuallyHidden } from '../../components/ui/visually-hidden'
import { ApiError, serverMessage } from '../../lib/api-client'
import { getCheckoutSession } from '../../lib/checkout-session'
import { formatMoney } from '@/contract/money'
import { cancelTestCheckout, payTestCheckout, type TestCheckoutAnswer } from './api/test-checkout'
import {
  Checkout,
  CustomerList,
  DueAmount,
  LineItem,
  MessageCard,
  MessageIcon,
  PayCard,
  Skeleton,
  Spin,
  Summary,
  TestBadge,
  TestNote,
  Total,
} from './test-checkout.styles'

type State =
  { phase: 'loading' } | { phase: 'not-found' } | { phase: 'error'; message: string } | { phase: 'ready'; session: CheckoutSession }

const confirmationUrl = (sessionId: string) => `${webRoutes.orderConfirmation}?session_id=${encodeURIComponent(sessionId)}`

function serviceLabel(service: string) {
  return service === FULL_OFFER.service ? FULL_OFFER.label : 'Accompagnement à la création d’entreprise'
}

function useSession(sessionId: string) {
  const [state, setState] = useState<State>({ phase: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    getCheckoutSession(sessionId, controller.signal).then(
      (answer) => setState(answer?.success && answer.session ? { phase: 'ready', session: answer.session } : { phase: 'not-found' }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        if (error instanceof ApiError && error.status === 404) setState({ phase: 'not-found' })
        else setState({ phase: 'error', message: serverMessage(error, 'Vérifiez votre connexion et réessayez.') })
      },
    )
    return () => controller.abort()
  }, [sessionId, attempt])

  const retry = useCallback(() => {
    setState({ phase: 'loading' })
    setAttempt((value) => value + 1)
  }, [])

  return { state, retry }
}

function Loading() {
  return (
    <Checkout>
      <Summary aria-hidden="true">
        <Skeleton $width="9rem" />
        <Skeleton $width="12rem" $height="2.5rem" />
        <Skeleton $width="100%" $height="3.5rem" />
        <Skeleton $width="14rem" />
      </Summary>
      <PayCard role="status">
        <VisuallyHidden>Chargement du paiement…</VisuallyHidden>
        <Skeleton $width="8rem" aria-hidden="true" />
        <Skeleton $width="100%" $height="5rem" aria-hidden="true" />
        <Skeleton $width="100%" $height="2.75rem" aria-hidden="true" />
        <Skeleton $width="100%" $height="2.75rem" aria-hidden="true" />
      </PayCard>
    </Checkout>
  )
}

/** A state with nothing to pay: what happened and the way out. */
function Message({
  tone,
  title,
  children,
  action,
}: {
  tone: 'success' | 'danger' | 'neutral'
  title: string
  children: ReactNode
  action: ReactNode
}) {
  const Icon = { success: CircleCheck, danger: CircleX, neutral: CircleAlert }[tone]
  return (
    <MessageCard>
      <MessageIcon $tone={tone}>
        <Icon size={32} aria-hidden="true" />
      </MessageIcon>
      <h1>{title}</h1>
      <p>{children}</p>
      {action}
    </MessageCard>
  )
}

const backToFunnel = <ButtonAnchor href={webRoutes.createCompany}>Revenir à la création d’entreprise</ButtonAnchor>

function PaymentForm({ session }: { session: CheckoutSession }) {
  const [pending, setPending] = useState<'pay' | 'cancel' | null>(null)
  const amount = formatMoney(session.amount_total, session.currency)

  // Back from the next page (the browser's back-forward cache keeps this one as it was): usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  const run = async (action: 'pay' | 'cancel') => {
    setPending(action)
    try {
      const answer: TestCheckoutAnswer = await (action === 'pay' ? payTestCheckout : cancelTestCheckout)(session.id)
      if (!answer?.success || typeof answer.redirectUrl !== 'string' || !answer.redirectUrl) throw new Error('Réponse inattendue')
      // Stays pending: the page is leaving.
      window.location.assign(answer.redirectUrl)
    } catch (error) {
      setPending(null)
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: serverMessage(error, action === 'pay' ? 'Le paiement de test a échoué' : 'L’annulation du paiement de test a échoué'),
      })
    }
  }

  return (
    <Checkout>
      <Summary aria-labelledby="test-checkout-titre">
        <h1 id="test-checkout-titre">Récapitulatif de la commande</h1>
        <DueAmount>
          <span>Montant à payer</span>
          <strong>{amount}</strong>
        </DueAmount>
        <LineItem>
          <span>{serviceLabel(session.metadata.service)}</span>
          <span>{amount}</span>
        </LineItem>
        <Total>
          <span>Total TTC</span>
          <strong>{amount}</strong>
        </Total>
        <CustomerList>
          <div>
            <dt>Client</dt>
            <dd>{session.customer_details?.name || '—'}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{session.customer_details?.email || '—'}</dd>
          </div>
        </CustomerList>
      </Summary>

      <PayCard aria-labelledby="test-checkout-paiement">
        <header>
          <h2 id="test-checkout-paiement">Paiement</h2>
          <TestBadge>
            <FlaskConical size={16} aria-hidden="true" />
            Mode test
          </TestBadge>
        </header>
        <TestNote>
          <strong>Aucune carte n’est demandée et aucun montant ne sera débité.</strong> Ce prestataire de test simule le paiement&nbsp;: le
          bouton «&nbsp;Payer&nbsp;» confirme la commande comme le ferait un vrai paiement.
        </TestNote>
        <Button $block disabled={pending !== null} aria-busy={pending === 'pay'} onClick={() => void run('pay')}>
          {pending === 'pay' ? (
            <>
              <Spin>
                <LoaderCircle size={18} aria-hidden="true" />
              </Spin>
              Paiement en cours…
            </>
          ) : (
            <>
              <Lock size={18} aria-hidden="true" />
              {`Payer ${amount} (test)`}
            </>
          )}
        </Button>
        <Button $block $variant="secondary" disabled={pending !== null} aria-busy={pending === 'cancel'} onClick={() => void run('cancel')}>
          {pending === 'cancel' ? (
            <>
              <Spin>
                <LoaderCircle size={18} aria-hidden="true" />
              </Spin>
              Annulation…
            </>
          ) : (
            'Annuler le paiement'
          )}
        </Button>
        <p className="terms">
          En confirmant, vous acceptez les <a href={webRoutes.termsOfSale}>conditions générales de vente</a>.
        </p>
      </PayCard>
    </Checkout>
  )
}

/** The island: loads the session, then shows the checkout or what became of the session. */
export default function TestCheckout({ sessionId }: { sessionId: string }) {
  const { state, retry } = useSession(sessionId)

  switch (state.phase) {
    case 'loading':
      return <Loading />
    case 'not-found':
      return (
        <Message tone="neutral" title="Paiement introuvable" action={backToFunnel}>
          Ce lien de paiement n’existe pas ou n’est plus valable. Reprenez votre commande depuis le formulaire de création d’entreprise.
        </Message>
      )
    case 'error':
      return (
        <Message
          tone="danger"
          title="Impossible de charger ce paiement"
          action={
            <>
              <Button onClick={retry}>Réessayer</Button>
              <ButtonAnchor href={webRoutes.createCompany} $variant="secondary">
                Revenir à la création d’entreprise
              </ButtonAnchor>
            </>
          }
        >
          {state.message}
        </Message>
      )
    case 'ready': {
      const { session } = state
      if (session.payment_status === 'paid' && session.order_status !== 'refunded')
        return (
          <Message
            tone="success"
            title="Ce paiement est déjà effectué"
            action={<ButtonAnchor href={confirmationUrl(session.id)}>Voir ma commande</ButtonAnchor>}
          >
            Votre commande est confirmée&nbsp;: retrouvez son récapitulatif sur la page de confirmation.
          </Message>
        )
      if (session.order_status === 'cancelled')
        return (
          <Message tone="neutral" title="Ce paiement a été annulé" action={backToFunnel}>
            Aucun montant n’a été débité. Vous pouvez reprendre votre commande à tout moment.
          </Message>
        )
      if (session.status === 'expired' || session.order_status === 'refunded')
        return (
          <Message tone="danger" title="Ce paiement n’est plus possible" action={backToFunnel}>
            Cette session de paiement est close. Reprenez votre commande depuis le formulaire de création d’entreprise.
          </Message>
        )
      return <PaymentForm session={session} />
    }
  }
}
