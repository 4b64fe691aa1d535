import type { PayloadRequest } from 'payload'

type RequestUser = PayloadRequest['user']

/** Staff: an editor logged into /cms, or the back-office acting with the administration key. */
export const isStaff = (user: RequestUser): boolean => user?.collection === 'editors'

/** A client account (collection `users`). */
export const isClient = (user: RequestUser): boolean => user?.collection === 'users'
