/** The housekeeping capability's public face: the erasure of an account, which a client closing it runs at once. */
export { accountHasPayments, eraseAccount } from './closed-accounts'
