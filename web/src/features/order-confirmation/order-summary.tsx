/**
 * The order confirmation's summary (spec 1 §2, §8, §9), an island: it reads the checkout
 * session in the browser, so the server sends a skeleton (or the demo order, which needs no
 * call). A session the provider has not confirmed yet is read again every 2 s for about 20 s
 * before it is shown as it is. Explicit ids, plain <a>, no router.
 */
import { CircleCheck, CircleX, Clock3, Mail, MessageCircle, Phone, Printer, RotateCcw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { funnelPathFor } from '@/contract/funnel-offers'
import { whatsappUrl } from '@/contract/site-config'
import { webRoutes } from '@/contract/web-routes'
import { LogoMark } from '../../components/brand/logo'
import { Button, ButtonAnchor } from '../../components/ui/button-base'
import { VisuallyHidden } from '../../components/ui/visually-hidden'
import { useSiteConfig } from '../../config/site-config'
import { getCheckoutSession } from '../../lib/checkout-session'
import { formatMoney } from '@/contract/money'
import { useHydrated } from '../../lib/use-hydrated'
import { AccountCard } from './account/account-card'
import { DEMO_ORDER, fallbackOrder, formatOrderDate, type Order, type OrderPayment, orderFromSession } from './order'
import {
  Actions,
  Amount,
  Badge,
  Card,
  ContactList,
  Details,
  Grid,
  HelpCard,
  Hero,
  HeroIcon,
  PrintHeader,
  SellerLine,
  Side,
  Skeleton,
  Steps,
  WhatsAppButton,
} from './order-summary.styles'

/** Re-reads of a session not confirmed yet: every 2 s, 30 times (about a minute). */
const RECHECK_MS = 2000
const RECHECKS = 30

type State = { phase: 'loading' } | { phase: 'ready'; order: Order; checking: boolean }

const PAYMENT_LABELS: Record<OrderPayment, string> = {
  paid: 'Payée',
  confirming: 'Paiement en cours de confirmation',
  failed: 'Paiement non abouti',
  refunded: 'Remboursée',
  unconfirmed: 'Paiement non confirmé',
}

const NEXT_STEPS = [
  { title: 'Email de confirmation', text: 'Le récapitulatif de votre commande vous est envoyé par email.' },
  { title: 'Un expert vous contacte sous 24\u00a0h', text: 'Il fait le point avec vous sur votre projet et les documents à réunir.' },
  {
    title: 'Création de votre entreprise',
    text: 'Nous nous occupons des formalités\u00a0: résultat garanti sous 30\u00a0jours.',
  },
] as const

function useOrder(sessionId: string | null): State {
  const [state, setState] = useState<State>(() =>
    sessionId ? { phase: 'loading' } : { phase: 'ready', order: DEMO_ORDER, checking: false },
  )

  useEffect(() => {
    if (!sessionId) return
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    let reads = 0
    let known: Order | null = null

    const read = async () => {
      reads += 1
      let order: Order
      try {
        const answer = await getCheckoutSession(sessionId, controller.signal)
        if (!answer?.success || !answer.session) throw new Error('Session de paiement introuvable')
        order = orderFromSession(answer.session)
      } catch {
        if (controller.signal.aborted) return
        // The spec's fallback order (spec 1 §8); a failed re-read keeps the session already read.
        order = known ?? fallbackOrder()
      }
      if (controller.signal.aborted) return
      if (order.source === 'session') known = order
      const checking = order.payment === 'confirming' && reads <= RECHECKS
      setState({ phase: 'ready', order, checking })
      if (checking) timer = setTimeout(() => void read(), RECHECK_MS)
    }

    void read()
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [sessionId])

  return state
}

function heading(state: State): { tone: 'success' | 'pending' | 'danger' | 'neutral'; title: string } {
  const payment = state.phase === 'ready' ? state.order.payment : 'paid'
  if (payment === 'failed') return { tone: 'danger', title: 'Votre paiement n’a pas abouti' }
  if (payment === 'refunded') return { tone: 'neutral', title: 'Commande remboursée' }
  if (payment === 'unconfirmed') return { tone: 'pending', title: 'Commande non confirmée' }
  return { tone: payment === 'confirming' ? 'pending' : 'success', title: 'Merci pour votre commande\u202f!' }
}

function Lead({ state }: { state: State }) {
  if (state.phase === 'loading') return <p>Nous préparons le récapitulatif de votre commande.</p>
  const { order, checking } = state
  switch (order.payment) {
    case 'confirming':
      return checking ? (
        <p>
          Votre paiement est en cours de confirmation auprès de notre prestataire. Cela ne prend généralement que quelques secondes&nbsp;:
          cette page se met à jour toute seule.
        </p>
      ) : (
        <p>
          La confirmation de votre paiement prend plus de temps que prévu. Vous recevrez un email dès qu’elle nous parviendra&#x202f;;
          inutile de payer une seconde fois.
        </p>
      )
    case 'failed':
      return (
        <p>
          Le paiement a été annulé ou refusé&nbsp;: aucun montant n’a été débité et cette commande n’est pas validée. Vous pouvez réessayer
          dès maintenant, ou nous écrire si vous avez une question.
        </p>
      )
    case 'unconfirmed':
      return (
        <p>
          Nous n’avons pas pu vérifier le paiement de cette commande. Si vous avez payé, l’email de confirmation fait foi&#x202f;; sinon,
          vous pouvez réessayer. Une question&#x202f;? Contactez-nous ci-dessous.
        </p>
      )
    case 'refunded':
      return <p>Le montant de cette commande vous a été remboursé. Pour toute question, contactez-nous.</p>
    case 'paid':
      if (order.source === 'demo') return <p>Ceci est un exemple de récapitulatif&nbsp;: aucune commande n’est associée à ce lien.</p>
      return (
        <p>
          Votre paiement est confirmé. Un email de confirmation vous a été envoyé
          {order.email ? (
            <>
              {' '}
              à <strong>{order.email}</strong>
            </>
          ) : null}
          .
        </p>
      )
  }
}

function HeroIconFor({ tone }: { tone: ReturnType<typeof heading>['tone'] }) {
  const Icon = { success: CircleCheck, pending: Clock3, danger: CircleX, neutral: RotateCcw }[tone]
  return (
    <HeroIcon $tone={tone}>
      <Icon size={36} strokeWidth={2.25} aria-hidden="true" />
    </HeroIcon>
  )
}

function SummarySkeleton() {
  return (
    <div role="status">
      <VisuallyHidden>Chargement de votre commande…</VisuallyHidden>
      <Details aria-hidden="true">
        {['9rem', '14rem', '8rem', '12rem', '11rem'].map((width) => (
          <div key={width}>
            <dt>
              <Skeleton $width="7rem" />
            </dt>
            <dd>
              <Skeleton $width={width} />
            </dd>
          </div>
        ))}
      </Details>
      <Amount aria-hidden="true">
        <span>
          <Skeleton $width="6rem" />
        </span>
        <span>
          <Skeleton $width="8rem" $height="2rem" />
        </span>
      </Amount>
    </div>
  )
}

function OrderDetails({ order }: { order: Order }) {
  const hydrated = useHydrated()
  return (
    <>
      <Details>
        <div>
          <dt>Numéro de commande</dt>
          <dd>
            <strong data-testid="order-number">{order.number}</strong>
          </dd>
        </div>
        <div>
          <dt>Service</dt>
          <dd>{order.serviceLabel}</dd>
        </div>
        <div>
          <dt>Client</dt>
          <dd>{order.customerName}</dd>
        </div>
        {order.email ? (
          <div>
            <dt>Email de confirmation</dt>
            <dd>{order.email}</dd>
          </div>
        ) : null}
        <div>
          <dt>Date de la commande</dt>
          <dd>
            {/* The demo order is dated "now": in the visitor's time zone, so only in the browser. */}
            {order.created === null && !hydrated ? <Skeleton $width="11rem" aria-hidden="true" /> : formatOrderDate(order.created)}
          </dd>
        </div>
        {order.source === 'session' ? (
          <div>
            <dt>Statut</dt>
            <dd>
              <Badge $payment={order.payment}>{PAYMENT_LABELS[order.payment]}</Badge>
            </dd>
          </div>
        ) : null}
      </Details>
      <Amount>
        <span>{order.payment === 'paid' ? 'Montant payé' : 'Montant de la commande'}</span>
        <span>
          <strong data-testid="order-amount">{formatMoney(order.amountMinor, order.currency)}</strong>
          <small>TTC</small>
        </span>
      </Amount>
    </>
  )
}

/** The island: the order's summary, next steps and contacts; a clean one-page receipt when printed. */
export default function OrderSummary({ sessionId }: { sessionId: string | null }) {
  const { siteName, contactEmail, contactPhone, whatsappNumber, operatorName, operatorAddress, operatorSiret } = useSiteConfig()
  const state = useOrder(sessionId)
  const order = state.phase === 'ready' ? state.order : null
  const { tone, title } = heading(state)
  const showNextSteps = order?.payment !== 'failed' && order?.payment !== 'refunded'
  const canRetry = order?.payment === 'failed' || order?.payment === 'unconfirmed'
  const chatText = order
    ? `Bonjour, j’ai une question concernant ma commande ${order.number}.`
    : 'Bonjour, j’ai une question concernant ma commande.'

  return (
    <>
      <PrintHeader>
        <LogoMark size={28} />
        <span>{siteName}</span>
        <span>Récapitulatif de commande</span>
      </PrintHeader>

      <Hero>
        <HeroIconFor tone={tone} />
        <h1>{title}</h1>
        <div aria-live="polite">
          <Lead state={state} />
        </div>
      </Hero>

      <Grid>
        <Card aria-labelledby="order-summary-titre">
          <h2 id="order-summary-titre">Récapitulatif de votre commande</h2>
          {order ? <OrderDetails order={order} /> : <SummarySkeleton />}
          <Actions>
            {canRetry ? <ButtonAnchor href={funnelPathFor('complet')}>Réessayer le paiement</ButtonAnchor> : null}
            <ButtonAnchor href={webRoutes.dashboard} $variant={canRetry ? 'secondary' : undefined}>
              Accéder à mon espace client
            </ButtonAnchor>
            {/* A receipt only for what was paid (the demo order shows what one looks like). */}
            {order?.payment === 'paid' ? (
              <Button $variant="secondary" onClick={() => window.print()}>
                <Printer size={18} aria-hidden="true" />
                Imprimer le reçu
              </Button>
            ) : null}
          </Actions>
        </Card>

        <Side>
          {order?.account && order.payment === 'paid' && sessionId ? (
            <AccountCard access={order.account} sessionId={sessionId} orderNumber={order.number} />
          ) : null}
          {showNextSteps ? (
            <Card aria-labelledby="order-next-steps-titre">
              <h2 id="order-next-steps-titre">Prochaines étapes</h2>
              <Steps>
                {NEXT_STEPS.map(({ title: stepTitle, text }) => (
                  <li key={stepTitle}>
                    <h3>{stepTitle}</h3>
                    <p>{text}</p>
                  </li>
                ))}
              </Steps>
            </Card>
          ) : null}

          <HelpCard aria-labelledby="order-help-titre">
            <h2 id="order-help-titre">Une question sur votre commande&#x202f;?</h2>
            <p>Notre équipe vous répond sur WhatsApp en 5 minutes environ, 7 jours sur 7.</p>
            <WhatsAppButton href={whatsappUrl(whatsappNumber, chatText)} target="_blank" rel="noopener noreferrer" $block>
              <MessageCircle size={20} aria-hidden="true" />
              Nous écrire sur WhatsApp
              <VisuallyHidden> (nouvel onglet)</VisuallyHidden>
            </WhatsAppButton>
            <ContactList>
              <li>
                <Mail size={18} aria-hidden="true" />
                <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              </li>
              <li>
                <Phone size={18} aria-hidden="true" />
                <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>
              </li>
            </ContactList>
          </HelpCard>
        </Side>
      </Grid>

      <SellerLine>
        Vendeur&nbsp;: {operatorName.includes(siteName) ? operatorName : `${siteName} (${operatorName})`}, {operatorAddress} — SIRET{' '}
        {operatorSiret} — {contactEmail} — {contactPhone}
      </SellerLine>
    </>
  )
}
