import type { CollectionBeforeValidateHook } from 'payload'

/**
 * Any new password on an existing account (a reset link, a change, the confirmation page's
 * setup code) means its owner has chosen one: the order's one-time setup code stops working.
 * Payload's resetPassword passes the account with its new hash; an update passes `password`.
 */
export const passwordChosen: CollectionBeforeValidateHook = ({ data, operation }) => {
  if (operation !== 'update' || !data) return data
  if (data.password || data.hash) return { ...data, passwordPending: false }
  return data
}
