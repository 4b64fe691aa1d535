/**
 * The client account of a paid order: the existing account for that email, or a new one
 * (random password the buyer replaces through the set-your-password email).
 */
import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/contract/i18n/locales'
import type { User } from '@/payload-types'

const NAME_MIN = 2
export const LAST_NAME_TO_COMPLETE = 'À compléter'

/** 'Karim Benali Haddad' → Karim / Benali Haddad. One word: the last name is left to complete. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const [first = '', ...rest] = words
  if (first.length >= NAME_MIN && rest.join(' ').length >= NAME_MIN) {
    return { firstName: first.slice(0, 100), lastName: rest.join(' ').slice(0, 100) }
  }
  // 'K Benali' or a single word: keep the whole name as the first name.
  return { firstName: words.join(' ').slice(0, 100), lastName: LAST_NAME_TO_COMPLETE }
}

export async function findOrCreateClient(
  payload: Payload,
  req: PayloadRequest,
  buyer: { email: string; fullName: string; phone: string; language: Locale },
): Promise<{ user: User; created: boolean }> {
  // Access bypassed: the payment completion opens the buyer's account, for no caller.
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: buyer.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (found.docs[0]) return { user: found.docs[0], created: false }
  // Access bypassed: the payment completion opens the buyer's account, for no caller.
  const user = await payload.create({
    collection: 'users',
    data: {
      ...splitFullName(buyer.fullName),
      email: buyer.email,
      phone: buyer.phone,
      // The funnel's language: the new account's emails and documents come in it (issue 37).
      language: buyer.language,
      password: randomBytes(32).toString('base64url'),
      passwordPending: true,
    },
    overrideAccess: true,
    req,
  })
  return { user, created: true }
}
