import type { LoginInput, PublicUser } from '@/contract/auth'
import { apiFetch } from '@/web/src/lib/api-client'

export type LoginResponse = { success: true; user: PublicUser }

/** POST /api/login {email, password} → {success, user}; 401/423/429 carry a French `error`. */
export const login = (input: LoginInput) => apiFetch<LoginResponse>('/api/login', { method: 'POST', body: input })
