/**
 * The account controls' durations (contract/account.ts re-exports them), in a module that imports
 * nothing: the emails and the retention rules read them inside Payload's admin build too.
 */

/** How long the link sent to a new email address stays valid. */
export const EMAIL_CHANGE_LINK_HOURS = 24
/** How long payments and their receipts outlive a closed account (privacy policy: invoicing documents). */
export const PAYMENT_RETENTION_YEARS = 10
