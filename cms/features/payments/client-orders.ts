/**
 * The client's own orders (issue 33, « Mes commandes »): GET /api/orders lists them, newest first,
 * on payments_user_idx; GET /api/orders/{id}/receipt sends the receipt of a paid one, the PDF the
 * order confirmation email carries. Another client's order, or one not paid, is 404: its
 * existence is not told either.
 */
import { and, desc, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { recordId } from '@/contract/ids'
import { type ClientOrder, FULL_OFFER, ORDER_NOT_FOUND, orderNumber, orderReceiptPath, type OrdersResponse } from '@/contract/payments'
import { z } from '@/contract/zod'
import { leads, payments } from '@/cms/infra/db/payload-schema'
import { timestampText } from '@/cms/infra/db/row-values'
import { literalLimit, preparedRead } from '@/cms/infra/db/typed-reads'
import { notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { localeOf } from '@/cms/infra/i18n'
import { drawReceiptPdf } from './pdf-rendering'
import { fullOfferReceipt, receiptPdfFilename } from './receipts/receipt-pdf'

/** More than any client will ever have: a full-service order is a company created. */
const MAX_ORDERS = 100

const ownOrders = preparedRead((db) =>
  db
    .select({
      id: payments.id,
      providerSessionId: payments.providerSessionId,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(eq(payments.user, sql.placeholder('userId')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(literalLimit(MAX_ORDERS)),
)

const ownPaidOrder = preparedRead((db) =>
  db
    .select({
      providerSessionId: payments.providerSessionId,
      amount: payments.amount,
      currency: payments.currency,
      paidAt: payments.paidAt,
      provider: payments.provider,
      confirmedBy: payments.confirmedBy,
      nomComplet: leads.nomComplet,
      email: leads.email,
      telephone: leads.telephone,
    })
    .from(payments)
    .leftJoin(leads, eq(leads.id, payments.lead))
    .where(
      and(
        eq(payments.id, sql.placeholder('id')),
        eq(payments.user, sql.placeholder('userId')),
        eq(payments.status, 'completed'),
        sql`${payments.paidAt} IS NOT NULL`,
      ),
    )
    .limit(literalLimit(1)),
)

/** A client's own orders, newest first (GET /api/orders, and the account's data export). */
export async function ordersOf(payload: Payload, userId: number): Promise<ClientOrder[]> {
  const rows = await ownOrders(payload).execute({ userId })
  return rows.map((row): ClientOrder => ({
    id: row.id,
    orderNumber: orderNumber(row.providerSessionId),
    service: FULL_OFFER.label,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    createdAt: timestampText(row.createdAt),
    paidAt: row.paidAt === null ? null : timestampText(row.paidAt),
    receiptUrl: row.status === 'completed' && row.paidAt !== null ? orderReceiptPath(row.id) : null,
  }))
}

/** GET /api/orders: the session's own orders. */
export const listOwnOrders = defineHandler({
  async run({ payload, client }): Promise<OrdersResponse> {
    return { success: true, orders: await ordersOf(payload, client!.id) }
  },
})

/** GET /api/orders/{id}/receipt: the receipt of one of the session's paid orders, as a PDF attachment. */
export const downloadOrderReceipt = defineHandler({
  params: z.object({ id: recordId(ORDER_NOT_FOUND) }),
  async run({ params, payload, client, config, res }) {
    const [order] = await ownPaidOrder(payload).execute({ id: params.id, userId: client!.id })
    if (!order?.paidAt) throw notFound(ORDER_NOT_FOUND)
    const customer = {
      name: order.nomComplet ?? `${client!.firstName} ${client!.lastName}`,
      email: order.email ?? client!.email,
      phone: order.telephone ?? undefined,
    }
    // In the account's language, as the order confirmation's copy (issue 37).
    const receipt = fullOfferReceipt({ ...order, paidAt: new Date(order.paidAt) }, customer, config.business, localeOf(client!.language))
    const pdf = await drawReceiptPdf(receipt)
    res.attachment(receiptPdfFilename(receipt.orderNumber))
    res.set({ 'Content-Type': 'application/pdf', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' })
    res.status(200).end(pdf)
    return undefined
  },
})
