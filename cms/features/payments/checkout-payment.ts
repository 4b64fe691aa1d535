/**
 * The read of one checkout by its provider session id, shared by the confirmation page
 * (checkout-session.ts), the first password (account-setup.ts) and the test checkout.
 */
import { eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { leads, payments, users } from '@/cms/infra/db/payload-schema'
import { timestampText } from '@/cms/infra/db/row-values'
import { preparedRead } from '@/cms/infra/db/typed-reads'
import { notFound } from '@/cms/infra/http/errors'
import type { Lead, Payment } from '@/payload-types'

export const SESSION_NOT_FOUND = 'Session de paiement introuvable.'

const SESSION_ID = /^[A-Za-z0-9_]{8,255}$/

/** A malformed session id is just an unknown session (404). */
export function assertSessionId(id: string): void {
  if (!SESSION_ID.test(id)) throw notFound(SESSION_NOT_FOUND)
}

/** What the confirmation page and the test checkout read of a payment, with its lead. */
export type CheckoutPayment = Pick<
  Payment,
  'id' | 'amount' | 'currency' | 'status' | 'provider' | 'providerSessionId' | 'providerPaymentId' | 'createdAt'
> & {
  /** The lead's language is the buyer's (a new account's emails and documents come in it). */
  lead: Pick<Lead, 'nomComplet' | 'email' | 'telephone' | 'language'> | null
  leadId: number | null
  /** The account the completion linked (null until paid), its address and whether it still awaits a password. */
  account: { id: number; email: string; passwordPending: boolean } | null
  paidAt: string | null
}

/** One named statement on the unique provider_session_id index (every buyer's page reads it). */
const paymentBySession = preparedRead((db) =>
  db
    .select({
      id: payments.id,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      provider: payments.provider,
      providerSessionId: payments.providerSessionId,
      providerPaymentId: payments.providerPaymentId,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
      leadId: payments.lead,
      nomComplet: leads.nomComplet,
      email: leads.email,
      telephone: leads.telephone,
      language: leads.language,
      userId: users.id,
      userEmail: users.email,
      passwordPending: users.passwordPending,
    })
    .from(payments)
    .leftJoin(leads, eq(leads.id, payments.lead))
    .leftJoin(users, eq(users.id, payments.user))
    .where(eq(payments.providerSessionId, sql.placeholder('sessionId'))),
)

export async function findPaymentBySession(payload: Payload, sessionId: string): Promise<CheckoutPayment | null> {
  const [row] = await paymentBySession(payload).execute({ sessionId })
  if (!row) return null
  const { nomComplet, email, telephone, language, createdAt, paidAt, userId, userEmail, passwordPending, ...payment } = row
  return {
    ...payment,
    createdAt: timestampText(createdAt),
    paidAt: paidAt === null ? null : timestampText(paidAt),
    lead: nomComplet === null ? null : { nomComplet, email: email ?? '', telephone: telephone ?? '', language },
    account: userId === null ? null : { id: userId, email: userEmail ?? '', passwordPending: passwordPending === true },
  }
}
