/**
 * The accounts' services for one Payload instance, made once at boot (cms/app-services.ts) and
 * reached as `servicesOf(payload).accounts` (cms/infra/services.ts).
 */
import { createHash, createSecretKey, type KeyObject } from 'node:crypto'
import type { Payload } from 'payload'

export interface AccountsServices {
  /** Payload's signing secret as a KeyObject, made once: jose would otherwise import it on every request (client-session.ts). */
  sessionTokenKey: KeyObject
  /**
   * Signs the links that confirm a new email (email-change-token.ts): derived from Payload's
   * secret, but not the sessions' key, so neither kind of token can ever pass for the other.
   */
  emailChangeKey: KeyObject
}

declare module '@/cms/infra/services' {
  interface AppServices {
    accounts: AccountsServices
  }
}

export function createAccountsServices(payload: Payload): AccountsServices {
  return {
    sessionTokenKey: createSecretKey(Buffer.from(payload.secret, 'utf8')),
    emailChangeKey: createSecretKey(createHash('sha256').update(`email-change\0${payload.secret}`).digest()),
  }
}
