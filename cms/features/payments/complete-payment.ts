/**
 * The one completion of a paid order, whichever provider confirmed it (DESIGN.md, Money
 * flow): payment completed, client account found or created, project 'creation' with its
 * default steps, payment linked to lead, user and project, lead marked, emails queued.
 *
 * Exactly once, even when deliveries race: everything happens in one transaction whose first
 * statement is a conditional UPDATE (status 'pending' → 'completed'). PostgreSQL lets one
 * transaction change the row; a concurrent one waits, then finds it no longer pending and
 * does nothing. If anything after fails, the whole completion rolls back and the provider's
 * retry starts it again.
 */
import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import { payments } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { metricsOf } from '@/cms/infra/metrics/metrics-of'
import { deliverQueuedEmails, queueEmail, tellTheTeam } from '../notifications'
import { servicesOf } from '@/cms/infra/services'
import { findOrCreateClient } from './client-account'
import { issueInvoice } from './invoicing'
import { paymentMethodLabel } from './receipts/payment-method'

export type CompletionResult = 'completed' | 'unchanged' | 'unknown'

const PROJECT_NAME_MAX = 200

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

export async function completePayment(payload: Payload, logger: Logger, confirmation: Confirmation): Promise<CompletionResult> {
  const outcome = await withTransaction(payload, async (req) => {
    const db = await drizzleFor(payload, req)
    const [row] = await db
      .update(payments)
      .set({
        status: 'completed',
        paidAt: sql`COALESCE(${confirmation.paidAt?.toISOString() ?? null}::timestamptz, now())`,
        updatedAt: sql`now()`,
        confirmedBy: confirmation.confirmedBy ?? 'provider',
        providerPaymentId: sql`COALESCE(${confirmation.providerPaymentId ?? null}, ${payments.providerPaymentId})`,
      })
      .where(and(eq(payments.providerSessionId, confirmation.providerSessionId), eq(payments.status, 'pending')))
      .returning({
        id: payments.id,
        leadId: payments.lead,
        provider: payments.provider,
        amount: payments.amount,
        currency: payments.currency,
        paidAt: payments.paidAt,
        confirmedBy: payments.confirmedBy,
      })
    if (!row) {
      // Access bypassed: the payment completion (provider webhook or staff), for no caller.
      const exists = await payload.count({
        collection: 'payments',
        where: { providerSessionId: { equals: confirmation.providerSessionId } },
        overrideAccess: true,
        req,
      })
      return { result: exists.totalDocs > 0 ? ('unchanged' as const) : ('unknown' as const), jobs: [] }
    }
    if (!row.leadId) throw new Error(`Payment ${row.id} has no lead`)
    // Access bypassed: the payment completion (provider webhook or staff), for no caller.
    const lead = await payload.findByID({ collection: 'leads', id: row.leadId, depth: 0, overrideAccess: true, req })
    const language = lead.language === 'ar' ? 'ar' : 'fr'
    const { user, created } = await findOrCreateClient(payload, req, {
      email: lead.email,
      fullName: lead.nomComplet,
      phone: lead.telephone,
      language,
    })
    // Access bypassed: the payment completion (provider webhook or staff), for no caller.
    const project = await payload.create({
      collection: 'projects',
      data: {
        user: user.id,
        type: 'creation',
        status: 'pending',
        name: `${NEW_PROJECT[language].name} — ${lead.nomComplet}`.slice(0, PROJECT_NAME_MAX),
        description: NEW_PROJECT[language].description,
      },
      overrideAccess: true,
      req,
    })
    // Access bypassed: the payment completion (provider webhook or staff), for no caller.
    await payload.update({ collection: 'payments', id: row.id, data: { user: user.id, project: project.id }, overrideAccess: true, req })
    // Access bypassed: the payment completion (provider webhook or staff), for no caller.
    await payload.update({ collection: 'leads', id: lead.id, data: { convertedAt: new Date().toISOString() }, overrideAccess: true, req })
    // Last, as its number's row stays locked until the commit: the invoice exists if and only if the completion does.
    const invoice = await issueInvoice(
      payload,
      req,
      {
        id: row.id,
        userId: user.id,
        amount: row.amount,
        currency: row.currency,
        paidAt: row.paidAt ?? new Date().toISOString(),
        paymentMethod: paymentMethodLabel(row),
        buyer: { name: lead.nomComplet, email: user.email },
      },
      servicesOf(payload).payments.invoiceSeller,
    )
    // Queued in the same transaction: the emails exist if and only if the completion does.
    const jobs = [
      await queueEmail(payload, { kind: 'order-confirmation', to: user.email, paymentId: row.id, newAccount: created }, { req }),
    ]
    if (created) jobs.push(await queueEmail(payload, { kind: 'set-password', to: user.email, userId: user.id }, { req }))
    jobs.push(...(await tellTheTeam(payload, { type: 'payment', paymentId: row.id }, { req })))
    logger.info(
      {
        paymentId: row.id,
        userId: user.id,
        projectId: project.id,
        invoice: invoice.number,
        newAccount: created,
        confirmedBy: confirmation.confirmedBy ?? 'provider',
      },
      'Payment completed',
    )
    return { result: 'completed' as const, jobs, provider: row.provider }
  })
  // Counted once committed: a rolled-back completion is retried by its provider and counted then.
  if (outcome.result === 'completed') metricsOf(payload)?.paymentsCompleted.inc({ provider: outcome.provider })
  deliverQueuedEmails(outcome.jobs)
  return outcome.result
}
