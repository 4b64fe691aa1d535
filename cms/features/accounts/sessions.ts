import type { SessionFinders } from '@/cms/infra/http/caller'
import { findAdminSession } from './admin-session'
import { findClientUser } from './client-session'

/** How the route framework finds a request's sessions: the client's cookie, the back-office's key session. */
export const accountSessions: SessionFinders = { client: findClientUser, staff: findAdminSession }
