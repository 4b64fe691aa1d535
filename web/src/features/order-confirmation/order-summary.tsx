/**
 * The order confirmation's summary (spec 1 §2, §8, §9), an island: it reads the checkout
 * session in the browser, so the server sends a skeleton (or the demo order, which needs no
 * call). A session the provider has not confirmed yet is read again every 2 s for about 20 s
 * before it is shown as it is. Explicit ids, plain <a>, no router.
 */
import { CircleCheck, CircleX, Clock3, Mail, MessageCircle, Phone, Printer, RotateCcw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { funnelPathFor } from '@/contract/funnel-offers'
import { formatMoneyIn } from '@/contract/i18n/format'
import { whatsappUrl } from '@/contract/site-config'
import { webRoutes } from '@/contract/web-routes'
import { LogoMark } from '../../components/brand/logo'
import { Button, ButtonAnchor } from '../../components/ui/button-base'
import { VisuallyHidden } from '../../components/ui/visually-hidden'
import { useSiteConfig } from '../../config/site-config'
import { getCheckoutSession } from '../../lib/checkout-session'
import { useLocalizedHref } from '../../lib/i18n/locale'
import { useHydrated } from '../../lib/use-hydrated'
import { AccountCard } from './account/account-card'
import { useConfirmationText } from './i18n'
import { DEMO_ORDER, fallbackOrder, formatOrderDate, type Order, orderFromSession } from './order'
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

type Text = ReturnType<typeof useConfirmationText>

const NEXT_STEPS = ['email', 'expert', 'creation'] as const

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

function heading(state: State): {
  tone: 'success' | 'pending' | 'danger' | 'neutral'
  title: 'failed' | 'refunded' | 'unconfirmed' | 'thanks'
} {
  const payment = state.phase === 'ready' ? state.order.payment : 'paid'
  if (payment === 'failed') return { tone: 'danger', title: 'failed' }
  if (payment === 'refunded') return { tone: 'neutral', title: 'refunded' }
  if (payment === 'unconfirmed') return { tone: 'pending', title: 'unconfirmed' }
  return { tone: payment === 'confirming' ? 'pending' : 'success', title: 'thanks' }
}

function Lead({ state, t }: { state: State; t: Text }) {
  if (state.phase === 'loading') return <p>{t('lead.loading')}</p>
  const { order, checking } = state
  switch (order.payment) {
    case 'confirming':
      return <p>{t(checking ? 'lead.checking' : 'lead.slow')}</p>
    case 'failed':
    case 'unconfirmed':
    case 'refunded':
      return <p>{t(`lead.${order.payment}`)}</p>
    case 'paid':
      if (order.source === 'demo') return <p>{t('lead.demo')}</p>
      return <p>{order.email ? t.rich('lead.paidTo', { strong: <strong /> }, { email: <bdi>{order.email}</bdi> }) : t('lead.paid')}</p>
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

function SummarySkeleton({ t }: { t: Text }) {
  return (
    <div role="status">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
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

/**
 * The order's lines. What reads left to right inside Arabic text is isolated (<bdi>): the order
 * number, the email, the amount, and the name as the buyer typed it (Latin or Arabic script).
 */
function OrderDetails({ order, t }: { order: Order; t: Text }) {
  const hydrated = useHydrated()
  return (
    <>
      <Details>
        <div>
          <dt>{t('details.number')}</dt>
          <dd>
            <strong data-testid="order-number">
              <bdi>{order.number}</bdi>
            </strong>
          </dd>
        </div>
        <div>
          <dt>{t('details.service')}</dt>
          <dd>{t(`service.${order.service}`)}</dd>
        </div>
        <div>
          <dt>{t('details.customer')}</dt>
          <dd>{order.customerName === null ? t('customer.fallback') : <bdi>{order.customerName}</bdi>}</dd>
        </div>
        {order.email ? (
          <div>
            <dt>{t('details.email')}</dt>
            <dd>
              <bdi>{order.email}</bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('details.date')}</dt>
          <dd>
            {/* The demo order is dated "now": in the visitor's time zone, so only in the browser. */}
            {order.created === null && !hydrated ? (
              <Skeleton $width="11rem" aria-hidden="true" />
            ) : (
              formatOrderDate(order.created, t.locale)
            )}
          </dd>
        </div>
        {order.source === 'session' ? (
          <div>
            <dt>{t('details.status')}</dt>
            <dd>
              <Badge $payment={order.payment}>{t(`payment.${order.payment}`)}</Badge>
            </dd>
          </div>
        ) : null}
      </Details>
      <Amount>
        <span>{t(order.payment === 'paid' ? 'amount.paid' : 'amount.order')}</span>
        <span>
          <strong data-testid="order-amount">
            <bdi>{formatMoneyIn(t.locale, order.amountMinor, order.currency)}</bdi>
          </strong>
          <small>{t('amount.ttc')}</small>
        </span>
      </Amount>
    </>
  )
}

/** The island: the order's summary, next steps and contacts; a clean one-page receipt when printed. */
export default function OrderSummary({ sessionId }: { sessionId: string | null }) {
  const { siteName, contactEmail, contactPhone, whatsappNumber, operatorName, operatorAddress, operatorSiret } = useSiteConfig()
  const t = useConfirmationText()
  const href = useLocalizedHref()
  const state = useOrder(sessionId)
  const order = state.phase === 'ready' ? state.order : null
  const { tone, title } = heading(state)
  const showNextSteps = order?.payment !== 'failed' && order?.payment !== 'refunded'
  const canRetry = order?.payment === 'failed' || order?.payment === 'unconfirmed'
  const chatText = order ? t('chat.order', { number: order.number }) : t('chat.generic')
  const seller = operatorName.includes(siteName) ? operatorName : `${siteName} (${operatorName})`

  return (
    <>
      <PrintHeader>
        <LogoMark size={28} />
        <span>{siteName}</span>
        <span>{t('print.title')}</span>
      </PrintHeader>

      <Hero>
        <HeroIconFor tone={tone} />
        <h1>{t(`heading.${title}`)}</h1>
        <div aria-live="polite">
          <Lead state={state} t={t} />
        </div>
      </Hero>

      <Grid>
        <Card aria-labelledby="order-summary-titre">
          <h2 id="order-summary-titre">{t('summary.title')}</h2>
          {order ? <OrderDetails order={order} t={t} /> : <SummarySkeleton t={t} />}
          <Actions>
            {canRetry ? <ButtonAnchor href={href(funnelPathFor('complet'))}>{t('action.retry')}</ButtonAnchor> : null}
            <ButtonAnchor href={href(webRoutes.dashboard)} $variant={canRetry ? 'secondary' : undefined}>
              {t('action.dashboard')}
            </ButtonAnchor>
            {/* A receipt only for what was paid (the demo order shows what one looks like). */}
            {order?.payment === 'paid' ? (
              <Button $variant="secondary" onClick={() => window.print()}>
                <Printer size={18} aria-hidden="true" />
                {t('action.print')}
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
              <h2 id="order-next-steps-titre">{t('next.title')}</h2>
              <Steps>
                {NEXT_STEPS.map((step) => (
                  <li key={step}>
                    <h3>{t(`steps.${step}.title`)}</h3>
                    <p>{t(`steps.${step}.text`)}</p>
                  </li>
                ))}
              </Steps>
            </Card>
          ) : null}

          <HelpCard aria-labelledby="order-help-titre">
            <h2 id="order-help-titre">{t('help.title')}</h2>
            <p>{t('help.text')}</p>
            <WhatsAppButton href={whatsappUrl(whatsappNumber, chatText)} target="_blank" rel="noopener noreferrer" $block>
              <MessageCircle size={20} aria-hidden="true" />
              {t('help.whatsapp')}
              <VisuallyHidden>{t('newTab')}</VisuallyHidden>
            </WhatsAppButton>
            <ContactList>
              <li>
                <Mail size={18} aria-hidden="true" />
                <a href={`mailto:${contactEmail}`}>
                  <bdi>{contactEmail}</bdi>
                </a>
              </li>
              <li>
                <Phone size={18} aria-hidden="true" />
                <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>
                  <bdi>{contactPhone}</bdi>
                </a>
              </li>
            </ContactList>
          </HelpCard>
        </Side>
      </Grid>

      <SellerLine>
        {t.rich(
          'seller',
          {},
          {
            seller: <bdi>{seller}</bdi>,
            address: <bdi>{operatorAddress}</bdi>,
            siret: <bdi>{operatorSiret}</bdi>,
            email: <bdi>{contactEmail}</bdi>,
            phone: <bdi>{contactPhone}</bdi>,
          },
        )}
      </SellerLine>
    </>
  )
}
