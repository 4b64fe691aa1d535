/**
 * Who calls a route: the shapes the route framework (route.ts) hands to every handler. The
 * sessions themselves are looked up by the accounts capability, which the app passes in
 * (AppDeps.sessions): infrastructure knows what a caller is, not how one logs in.
 */
import type { Request } from 'express'
import type { Payload } from 'payload'
import type { User } from '@/payload-types'

/** A logged-in client, as Payload's access rules expect it (`collection: 'users'`). */
export type ClientUser = User & { collection: 'users'; _sid?: string }

/** A back-office session opened with the administration key. */
export interface StaffSession {
  id: number
  expiresAt: string
}

/** How the app finds each kind of session on a request (features/accounts). */
export interface SessionFinders {
  client: (payload: Payload, req: Request) => Promise<ClientUser | null>
  staff: (payload: Payload, req: Request) => Promise<StaffSession | null>
}

/**
 * The back-office acts as staff. Access rules see it as an editor (collection 'editors'),
 * so admin calls still go through the collections' access rules, never around them.
 */
export const ADMIN_KEY_PRINCIPAL = Object.freeze({
  id: 0,
  collection: 'editors' as const,
  email: 'cle-administration@systeme',
  role: 'staff' as const,
})

/** The user passed to Payload's Local API: the client, or a staff principal for the admin key. */
export type PayloadCaller = ClientUser | typeof ADMIN_KEY_PRINCIPAL

/** Who is calling, as every handler sees it (RouteContext.caller): one of three, never a guess. */
export type Caller = { kind: 'anonymous' } | { kind: 'client'; user: ClientUser } | { kind: 'staff'; session: StaffSession }

/**
 * Whose rows a read may return for this caller: every owner's for staff, a client's own, nobody's
 * for anyone else. The SQL twin of collections/access/owner-or-staff.ts, for the hand-written reads:
 * a list binds `ownerId` (null: every owner), a single row is checked with `mayReadOwnedBy`.
 */
export type OwnerScope = { ownerId: number | null }

export function ownerScope(caller: Caller): OwnerScope | null {
  if (caller.kind === 'staff') return { ownerId: null }
  if (caller.kind === 'client') return { ownerId: caller.user.id }
  return null
}

/** True when the caller may read a row owned by `ownerId` (fails closed: an anonymous caller reads nothing). */
export function mayReadOwnedBy(caller: Caller, ownerId: number | null | undefined): boolean {
  const scope = ownerScope(caller)
  if (!scope) return false
  return scope.ownerId === null || (ownerId != null && scope.ownerId === ownerId)
}
