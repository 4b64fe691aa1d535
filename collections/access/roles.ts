import type { PayloadRequest } from 'payload'

type RequestUser = PayloadRequest['user']

/** Staff: an editor logged into /cms, or the back-office acting with the administration key. */
export const isStaff = (user: RequestUser): boolean => user?.collection === 'editors'

/** A client account (collection `users`). */
export const isClient = (user: RequestUser): boolean => user?.collection === 'users'

/**
 * The id of the client acting through the product's /api contract, else null.
 *
 * Clients reach their data only through /api, whose handlers call the Local API with the
 * client as user (`payloadAPI` 'local'). Payload's REST and GraphQL (/cms-api) serve staff
 * only: the contract validates with the forms' schemas, rate-limits and answers in French,
 * and a second, looser door to the same data would bypass all of it.
 */
export const contractClientId = (req: Pick<PayloadRequest, 'user' | 'payloadAPI'>): number | null =>
  req.user && isClient(req.user) && req.payloadAPI === 'local' ? (req.user.id as number) : null
