import type { Access } from 'payload'
import { isStaff } from './roles'

/** Only staff. */
export const staffOnly: Access = ({ req: { user } }) => isStaff(user)
