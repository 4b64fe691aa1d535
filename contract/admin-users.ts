/**
 * The back-office's client list (spec 2 §2 /admin/messages, §7 GET /api/admin/users) and the
 * test message (POST /api/admin/test-message): the query and body schemas the screen and
 * the server share, and the answers' shapes.
 */
import { type PageInfo, pageQuery } from './ids'
import { text, z } from './zod'

export const USER_SEARCH_MAX = 100

/** GET /api/admin/users?q=&page=&limit=: `q` matches first name, last name, full name or email. */
export const adminUsersQuerySchema = pageQuery(20, 100).extend({
  q: text({ error: 'Recherche invalide' })
    .trim()
    .max(USER_SEARCH_MAX, `La recherche ne peut pas dépasser ${USER_SEARCH_MAX} caractères`)
    .default(''),
})
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>

export interface AdminUser {
  id: number
  firstName: string
  lastName: string
  email: string
  createdAt: string
  /** The client's replies support has not read yet (messages with fromAdmin false, isRead false). */
  unread: number
}

export interface AdminUsersResponse extends PageInfo {
  success: true
  users: AdminUser[]
}

/** Spec 2 §5: the text when no user is selected for the test message. */
export const SELECT_USER_REQUIRED = 'Veuillez sélectionner un utilisateur'

/** POST /api/admin/test-message {userId}: any missing or malformed id gets the spec's text. */
export const testMessageSchema = z.object({
  userId: z
    .number({ error: SELECT_USER_REQUIRED })
    .int(SELECT_USER_REQUIRED)
    .positive(SELECT_USER_REQUIRED)
    .max(2_147_483_647, SELECT_USER_REQUIRED),
})
export type TestMessageInput = z.infer<typeof testMessageSchema>
