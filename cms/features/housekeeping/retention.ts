/**
 * How long personal data is kept (the privacy policy's periods), in one place: every
 * housekeeping job reads its limit here, and the README quotes them.
 */
import { subDays, subYears } from 'date-fns'
import { PAYMENT_RETENTION_YEARS } from '@/contract/account-limits'

export const RETENTION = {
  /** A lead or contact form message, after the last sign of life of its email address. */
  prospectYears: 3,
  /** A closed client account (messages, projects, documents) after its closing. */
  closedAccountYears: 3,
  /** A payment and what its receipt needs: accounting records (French Code de commerce, art. L123-22). */
  paymentYears: PAYMENT_RETENTION_YEARS,
  /** A development email in DATA_DIR/outbox. */
  outboxDays: 30,
} as const

/** The dates before which each kind of data is due, for one run (every job of a run sees the same `now`). */
export function retentionCutoffs(now: Date) {
  return {
    prospects: subYears(now, RETENTION.prospectYears),
    closedAccounts: subYears(now, RETENTION.closedAccountYears),
    payments: subYears(now, RETENTION.paymentYears),
    outbox: subDays(now, RETENTION.outboxDays),
  }
}
