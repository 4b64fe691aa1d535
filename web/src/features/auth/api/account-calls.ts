/** The account calls of spec 1 §7, each with the schema-checked payload the server validates again. */
import type { ForgotPasswordInput, LoginInput, PublicUser, RegisterInput, ResetPasswordInput } from '../../../../../contract/auth'
import { apiRequest } from '../../../lib/api-client'

export const login = (input: LoginInput) => apiRequest<{ success: true; user: PublicUser }>('POST', '/api/login', input)

export const register = (input: RegisterInput) => apiRequest<{ success: true; user: PublicUser }>('POST', '/api/register', input)

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiRequest<{ success: true; message: string }>('POST', '/api/forgot-password', input)

export const resetPassword = (input: ResetPasswordInput) => apiRequest<{ success: true; message: string }>('POST', '/api/reset-password', input)
