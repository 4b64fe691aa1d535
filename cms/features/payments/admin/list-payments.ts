import { adminPaymentsQuery } from '@/contract/admin-payments'
import { defineHandler } from '@/cms/infra/http/route'
import { readPaymentPage } from './payment-reads'

/** GET /api/admin/payments?status=&page=&limit= (spec 2 §2, §7): a page of the list, newest first, and the counters. */
export const listAdminPayments = defineHandler({
  query: adminPaymentsQuery,
  async run({ query, payload }) {
    return { success: true, ...(await readPaymentPage(payload, query.status, query.page, query.limit)) }
  },
})
