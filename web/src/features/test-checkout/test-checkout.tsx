/**
 * The local test provider's checkout (an island): what is being paid, then "pay" or "cancel",
 * each a call that answers where to go next (contract/payments.ts). No card is asked for and
 * no money moves. The server sends the loading state; the session is read in the browser.
 */
import { CircleAlert, CircleCheck, CircleX, FlaskConical, LoaderCircle, Lock } from 'lucide-react'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { formatMoneyIn } from '@/contract/i18n/format'
import type { CheckoutSession } from '@/contract/payments'
import { FULL_OFFER } from '@/contract/payments'
import { webRoutes } from '@/contract/web-routes'
import { Button, ButtonAnchor } from '../../components/ui/button-base'
import { toast } from '../../components/ui/use-toast'
import { VisuallyHidden } from '../../components/ui/visually-hidden'
import { ApiError, serverMessage } from '../../lib/api-client'
import { getCheckoutSession } from '../../lib/checkout-session'
import { useLocalizedHref } from '../../lib/i18n/locale'
import { cancelTestCheckout, payTestCheckout, type TestCheckoutAnswer } from './api/test-checkout'
import { useTestCheckoutText } from './i18n'
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

type Text = ReturnType<typeof useTestCheckoutText>

const confirmationUrl = (sessionId: string) => `${webRoutes.orderConfirmation}?session_id=${encodeURIComponent(sessionId)}`

const serviceLabel = (t: Text, service: string) => t(service === FULL_OFFER.service ? 'service.full' : 'service.generic')

function useSession(sessionId: string, t: Text) {
  const [state, setState] = useState<State>({ phase: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    getCheckoutSession(sessionId, controller.signal).then(
      (answer) => setState(answer?.success && answer.session ? { phase: 'ready', session: answer.session } : { phase: 'not-found' }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        if (error instanceof ApiError && error.status === 404) setState({ phase: 'not-found' })
        else setState({ phase: 'error', message: serverMessage(error, t('connection')) })
      },
    )
    return () => controller.abort()
  }, [sessionId, attempt, t])

  const retry = useCallback(() => {
    setState({ phase: 'loading' })
    setAttempt((value) => value + 1)
  }, [])

  return { state, retry }
}

function Loading({ t }: { t: Text }) {
  return (
    <Checkout>
      <Summary aria-hidden="true">
        <Skeleton $width="9rem" />
        <Skeleton $width="12rem" $height="2.5rem" />
        <Skeleton $width="100%" $height="3.5rem" />
        <Skeleton $width="14rem" />
      </Summary>
      <PayCard role="status">
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
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

function PaymentForm({ session, t }: { session: CheckoutSession; t: Text }) {
  const href = useLocalizedHref()
  const [pending, setPending] = useState<'pay' | 'cancel' | null>(null)
  // Left to right inside Arabic text too.
  const amount = <bdi>{formatMoneyIn(t.locale, session.amount_total, session.currency)}</bdi>

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
        title: t('error.title'),
        description: serverMessage(error, t(action === 'pay' ? 'error.pay' : 'error.cancel')),
      })
    }
  }

  return (
    <Checkout>
      <Summary aria-labelledby="test-checkout-titre">
        <h1 id="test-checkout-titre">{t('summary.title')}</h1>
        <DueAmount>
          <span>{t('summary.due')}</span>
          <strong>{amount}</strong>
        </DueAmount>
        <LineItem>
          <span>{serviceLabel(t, session.metadata.service)}</span>
          <span>{amount}</span>
        </LineItem>
        <Total>
          <span>{t('summary.total')}</span>
          <strong>{amount}</strong>
        </Total>
        <CustomerList>
          <div>
            <dt>{t('summary.customer')}</dt>
            {/* As typed in the funnel, Latin or Arabic script. */}
            <dd>{session.customer_details?.name ? <bdi>{session.customer_details.name}</bdi> : '—'}</dd>
          </div>
          <div>
            <dt>{t('summary.email')}</dt>
            <dd>{session.customer_details?.email ? <bdi>{session.customer_details.email}</bdi> : '—'}</dd>
          </div>
        </CustomerList>
      </Summary>

      <PayCard aria-labelledby="test-checkout-paiement">
        <header>
          <h2 id="test-checkout-paiement">{t('pay.title')}</h2>
          <TestBadge>
            <FlaskConical size={16} aria-hidden="true" />
            {t('pay.badge')}
          </TestBadge>
        </header>
        <TestNote>{t.rich('pay.note', { strong: <strong /> })}</TestNote>
        <Button $block disabled={pending !== null} aria-busy={pending === 'pay'} onClick={() => void run('pay')}>
          {pending === 'pay' ? (
            <>
              <Spin>
                <LoaderCircle size={18} aria-hidden="true" />
              </Spin>
              {t('pay.paying')}
            </>
          ) : (
            <>
              <Lock size={18} aria-hidden="true" />
              <span>{t.rich('pay.button', {}, { amount })}</span>
            </>
          )}
        </Button>
        <Button $block $variant="secondary" disabled={pending !== null} aria-busy={pending === 'cancel'} onClick={() => void run('cancel')}>
          {pending === 'cancel' ? (
            <>
              <Spin>
                <LoaderCircle size={18} aria-hidden="true" />
              </Spin>
              {t('pay.cancelling')}
            </>
          ) : (
            t('pay.cancel')
          )}
        </Button>
        <p className="terms">{t.rich('pay.terms', { link: <a href={href(webRoutes.termsOfSale)} /> })}</p>
      </PayCard>
    </Checkout>
  )
}

/** The island: loads the session, then shows the checkout or what became of the session. */
export default function TestCheckout({ sessionId }: { sessionId: string }) {
  const t = useTestCheckoutText()
  const href = useLocalizedHref()
  const { state, retry } = useSession(sessionId, t)
  const backToFunnel = <ButtonAnchor href={href(webRoutes.createCompany)}>{t('backToFunnel')}</ButtonAnchor>

  switch (state.phase) {
    case 'loading':
      return <Loading t={t} />
    case 'not-found':
      return (
        <Message tone="neutral" title={t('notFound.title')} action={backToFunnel}>
          {t('notFound.text')}
        </Message>
      )
    case 'error':
      return (
        <Message
          tone="danger"
          title={t('loadError.title')}
          action={
            <>
              <Button onClick={retry}>{t('loadError.retry')}</Button>
              <ButtonAnchor href={href(webRoutes.createCompany)} $variant="secondary">
                {t('backToFunnel')}
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
            title={t('paid.title')}
            action={<ButtonAnchor href={href(confirmationUrl(session.id))}>{t('paid.action')}</ButtonAnchor>}
          >
            {t('paid.text')}
          </Message>
        )
      if (session.order_status === 'cancelled')
        return (
          <Message tone="neutral" title={t('cancelled.title')} action={backToFunnel}>
            {t('cancelled.text')}
          </Message>
        )
      if (session.status === 'expired' || session.order_status === 'refunded')
        return (
          <Message tone="danger" title={t('closed.title')} action={backToFunnel}>
            {t('closed.text')}
          </Message>
        )
      return <PaymentForm session={session} t={t} />
    }
  }
}
