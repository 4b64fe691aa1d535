/**
 * GET /api/account: what the settings tab shows beyond the spec's read-only fields (the phone, the language).
 * PATCH /api/account {phone?, language?}: the phone, with the funnel's rules (contract/lead-funnel.ts),
 * or null to remove it; the account's language (issue 37: its emails, documents and the API's answers).
 */
import { type AccountDetails, updateAccountSchema } from '@/contract/account'
import { DEFAULT_LOCALE, isLocale } from '@/contract/i18n/locales'
import type { User } from '@/payload-types'
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { defineHandler } from '@/cms/infra/http/route'

const detailsOf = (user: Pick<User, 'email' | 'phone' | 'language'>): AccountDetails => ({
  success: true,
  account: { email: user.email, phone: user.phone ?? null, language: isLocale(user.language) ? user.language : DEFAULT_LOCALE },
})

export const accountDetails = defineHandler({
  async run({ client }): Promise<AccountDetails> {
    return detailsOf(client!)
  },
})

export const updateAccount = defineHandler({
  body: updateAccountSchema,
  async run({ body, client, payload, rateLimits, access }): Promise<AccountDetails> {
    await rateLimits.consume(RATE_LIMITS.accountUpdatePerClient, String(client!.id))
    const data = {
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(body.language !== undefined && { language: body.language }),
    }
    const user = await payload.update({ collection: 'users', id: client!.id, data, depth: 0, ...access })
    return detailsOf(user)
  },
})
