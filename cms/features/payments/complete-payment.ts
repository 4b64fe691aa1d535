/**
 * The one completion of a paid order, whichever provider confirmed it (DESIGN.md, Money
 * flow): payment completed, client account found or created, project 'creation' with its
 * default steps, payment linked to lead, user and project, lead marked, invoice issued, emails
 * queued.
 *
 * Exactly once, even when deliveries race: it is one statement (completion-statement.ts) that
 * first locks the payment while it is pending; a concurrent one waits, then finds it no longer
 * pending and writes nothing. If anything fails, nothing is written and the provider's retry
 * starts it again. The values it needs (the lead's name, the buyer's language) are read just
 * before, by the checkout's own named read (checkout-payment.ts).
 */
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import { FULL_OFFER } from '@/contract/payments'
import { DEFAULT_STEPS, PROJECT_NAME_MAX } from '@/contract/projects'
import type { InvoiceLine } from '@/contract/invoices'
import { drizzleFor } from '@/cms/infra/db/transaction'
import type { Database } from '@/cms/infra/db/typed-reads'
import { metricsOf } from '@/cms/infra/metrics/metrics-of'
import { servicesOf } from '@/cms/infra/services'
import { deliverQueuedEmails, emailJobInput, writeTellingTheTeam } from '../notifications'
import { splitFullName } from './client-account'
import { type CheckoutPayment, findPaymentBySession } from './checkout-payment'
import { type CompletionRow, type CompletionValues, runCompletion } from './completion-statement'
import { paymentMethodLabel } from './receipts/payment-method'

export type CompletionResult = 'completed' | 'unchanged' | 'unknown'

/** The project a paid order opens, named in the buyer's language (the funnel's, kept on the lead; issue 37). */
const NEW_PROJECT = {
  fr: {
    name: 'Création d’entreprise',
    description: 'Service complet commandé en ligne : accompagnement par un expert jusqu’à l’immatriculation.',
  },
  ar: {
    name: 'إنشاء شركة',
    description: 'الخدمة الكاملة المطلوبة عبر الإنترنت: مرافقة خبير إلى غاية القيد في السجل التجاري.',
  },
} as const

export interface Confirmation {
  providerSessionId: string
  providerPaymentId?: string | null
  /** When the money arrived, if known (a bank transfer confirmed in the back-office); default now. */
  paidAt?: Date | null
  /** Who confirmed: the provider (webhook, test checkout) or the back-office, by hand (kept: the receipt says it). */
  confirmedBy?: 'provider' | 'back-office'
}

function completionValues(payload: Payload, confirmation: Confirmation, payment: CheckoutPayment): Omit<CompletionValues, 'teamEmail'> {
  const { lead } = payment
  if (!lead) throw new Error(`Payment of session ${confirmation.providerSessionId} has no lead`)
  const language = lead.language === 'ar' ? 'ar' : 'fr'
  const confirmedBy = confirmation.confirmedBy ?? 'provider'
  const email = lead.email.trim().toLowerCase()
  const lines: InvoiceLine[] = [{ label: FULL_OFFER.label, quantity: 1, unitPrice: payment.amount, total: payment.amount }]
  // The ids the statement sets (payment, account) and whether the account is new stand as 0 and false here.
  return {
    sessionId: confirmation.providerSessionId,
    paidAt: confirmation.paidAt?.toISOString() ?? null,
    confirmedBy,
    providerPaymentId: confirmation.providerPaymentId ?? null,
    email,
    ...splitFullName(lead.nomComplet),
    phone: lead.telephone,
    language,
    projectName: `${NEW_PROJECT[language].name} — ${lead.nomComplet}`.slice(0, PROJECT_NAME_MAX),
    projectDescription: NEW_PROJECT[language].description,
    stepNames: DEFAULT_STEPS.creation,
    seller: JSON.stringify(servicesOf(payload).payments.invoiceSeller),
    buyerName: lead.nomComplet,
    lines: JSON.stringify(lines),
    paymentMethod: paymentMethodLabel({ provider: payment.provider, confirmedBy }),
    orderEmail: JSON.stringify(emailJobInput({ kind: 'order-confirmation', to: email, paymentId: 0, newAccount: false })),
    passwordEmail: JSON.stringify(emailJobInput({ kind: 'set-password', to: email, userId: 0 })),
  }
}

/** The statement, the team's notice one of its jobs; or with digests in a transaction beside the digest's bookkeeping. */
function completeOnce(payload: Payload, values: Omit<CompletionValues, 'teamEmail'>): Promise<CompletionRow | null> {
  return writeTellingTheTeam(
    payload,
    (paymentId) => ({ type: 'payment', paymentId }),
    async (notice, req) =>
      runCompletion(
        payload,
        { ...values, teamEmail: notice && JSON.stringify(emailJobInput(notice)) },
        req && ((await drizzleFor(payload, req)) as Database),
      ),
    (row) => row?.paymentId ?? null,
  )
}

/** Two tries: the second runs when an account for the same email was opened by another completion at the same instant. */
const ATTEMPTS = 2

/**
 * `only.provider`: complete the payment only if that provider opened it (the local test checkout's
 * button); another's is 'unknown'.
 */
export async function completePayment(
  payload: Payload,
  logger: Logger,
  confirmation: Confirmation,
  only: { provider?: CheckoutPayment['provider'] } = {},
): Promise<CompletionResult> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const payment = await findPaymentBySession(payload, confirmation.providerSessionId)
    if (!payment || (only.provider && payment.provider !== only.provider)) return 'unknown'
    if (payment.status !== 'pending') return 'unchanged'
    const row = await completeOnce(payload, completionValues(payload, confirmation, payment))
    if (!row) continue
    logger.info(
      {
        paymentId: row.paymentId,
        userId: row.userId,
        projectId: row.projectId,
        invoice: row.invoiceNumber,
        newAccount: row.created,
        confirmedBy: confirmation.confirmedBy ?? 'provider',
      },
      'Payment completed',
    )
    // Counted once committed: a rolled-back completion is retried by its provider and counted then.
    metricsOf(payload)?.paymentsCompleted.inc({ provider: row.provider })
    deliverQueuedEmails(row.jobIds)
    return 'completed'
  }
  // Still pending after both: let the provider's retry (or the staff's click) try again.
  const payment = await findPaymentBySession(payload, confirmation.providerSessionId)
  if (payment?.status === 'pending') throw new Error(`Payment of session ${confirmation.providerSessionId} could not be completed`)
  return payment ? 'unchanged' : 'unknown'
}
