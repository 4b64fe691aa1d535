/**
 * Record ids in /api paths. PostgreSQL serial ids are positive 32-bit integers: anything
 * else ('abc', '-1', '1e309', twenty digits) is refused with a French 400 before any query.
 */
import { text, z } from './zod'

const MAX_ID = 2_147_483_647

export const recordId = (message = 'Identifiant invalide') =>
  text({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((id) => id <= MAX_ID, message)

/** Page and size of a list that grows (DESIGN.md: lists accept `page` and `limit`). */
export const pageQuery = (defaultLimit = 20, maxLimit = 100) =>
  z.object({
    page: z.coerce.number({ error: 'Page invalide' }).int('Page invalide').min(1, 'Page invalide').max(10_000, 'Page invalide').default(1),
    limit: z.coerce
      .number({ error: 'Limite invalide' })
      .int('Limite invalide')
      .min(1, 'Limite invalide')
      .max(maxLimit, 'Limite invalide')
      .default(defaultLimit),
  })

/** The paging part of a list answer. */
export interface PageInfo {
  page: number
  totalPages: number
  total: number
}
