import type { Access } from 'payload'
import { isStaff } from './roles'

/** Published content for everyone, everything for staff. */
export const publishedOrStaff: Access = ({ req: { user } }) => (isStaff(user) ? true : { status: { equals: 'published' } })
