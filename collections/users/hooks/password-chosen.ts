import type { CollectionBeforeValidateHook } from 'payload'

/**
 * Any new password on an existing account (a reset link, a change, the confirmation page's
 * setup code) means its owner has chosen one: the order's one-time setup code stops working.
 *
 * An update passes the new `password`. Payload's resetPassword passes the whole account with its
 * new hash and no originalDoc, and ignores what the hook returns: so the flag is set in place.
 */
export const passwordChosen: CollectionBeforeValidateHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !data) return data
  if (data.password || (!originalDoc && data.hash)) data.passwordPending = false
  return data
}
