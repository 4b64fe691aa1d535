import type { FieldAccess } from 'payload'
import { isStaff } from './roles'

/** Field-level: only staff may set or change this field. */
export const staffField: FieldAccess = ({ req: { user } }) => isStaff(user)
