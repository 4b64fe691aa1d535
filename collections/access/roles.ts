import type { PayloadRequest } from 'payload'

type RequestUser = PayloadRequest['user']

/** What an account of `editors` may do: `editor` writes the blog, `staff` runs everything. */
export const EDITOR_ROLES = ['editor', 'staff'] as const
export type EditorRole = (typeof EDITOR_ROLES)[number]

/** Anyone who logs into /cms (either role), or the back-office acting with the administration key. */
export const isEditor = (user: RequestUser): boolean => user?.collection === 'editors'

/**
 * Staff: an editor whose role is `staff`, or the back-office acting with the administration key
 * (its principal carries that role). Clients, leads, payments, documents and messages are theirs only.
 */
export const isStaff = (user: RequestUser): boolean => isEditor(user) && (user as { role?: EditorRole | null } | null)?.role === 'staff'

/** A client account (collection `users`). */
export const isClient = (user: RequestUser): boolean => user?.collection === 'users'

/**
 * The id of the client acting through the product's /api contract, else null.
 *
 * Clients reach their data only through /api, whose handlers call the Local API with the
 * client as user (`payloadAPI` 'local'). Payload's REST and GraphQL (/cms-api) serve editors
 * only (cms/infra/http/cms-gate.ts refuses a client session there before Payload sees it): the contract
 * validates with the forms' schemas, rate-limits and answers in French, and a second, looser
 * door to the same data would bypass all of it.
 */
export const contractClientId = (req: Pick<PayloadRequest, 'user' | 'payloadAPI'>): number | null =>
  req.user && isClient(req.user) && req.payloadAPI === 'local' ? (req.user.id as number) : null
