import type { Access } from 'payload'
import { isEditor, isStaff } from './roles'

/**
 * Staff, or a visitor (signed in as a client or not) through one of the contract's public forms:
 * sign-up, contact, guide, checkout. Those handlers validate with the forms' schemas and
 * rate-limit before they write, through the Local API (`payloadAPI` 'local'). Payload's REST and
 * GraphQL stay staff-only, and so does /cms for a blog editor (its server functions are 'local' too).
 */
export const publicFormOrStaff: Access = ({ req }) => isStaff(req.user) || (req.payloadAPI === 'local' && !isEditor(req.user))
