/**
 * GET /api/account: what the settings tab shows beyond the spec's read-only fields (the phone).
 * PATCH /api/account {phone}: the phone, with the funnel's rules (contract/lead-funnel.ts), or null to remove it.
 */
import { type AccountDetails, updateAccountSchema } from '@/contract/account'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'

export const accountDetails = defineHandler({
  async run({ client }): Promise<AccountDetails> {
    return { success: true, account: { email: client!.email, phone: client!.phone ?? null } }
  },
})

export const updateAccount = defineHandler({
  body: updateAccountSchema,
  async run({ body, client, payload, rateLimits, access }): Promise<AccountDetails> {
    await rateLimits.consume(RATE_LIMITS.accountUpdatePerClient, String(client!.id))
    const user = await payload.update({ collection: 'users', id: client!.id, data: { phone: body.phone }, depth: 0, ...access })
    return { success: true, account: { email: user.email, phone: user.phone ?? null } }
  },
})
