/**
 * The account controls' calls (issue 33 item 7): GET and PATCH /api/account (the phone, the
 * language), the password, the email change and its confirmation, the data export, the closing.
 */
import useSWR from 'swr'
import type {
  AccountDetails,
  ChangeEmailInput,
  ChangePasswordInput,
  CloseAccountInput,
  ConfirmEmailInput,
  UpdateAccountInput,
} from '@/contract/account'
import type { ApiFailure } from '@/contract/api'
import { type Locale, localeOfPath } from '@/contract/i18n/locales'
import { ApiError, apiFetch } from '@/web/src/lib/api-client'

type Done = { success: true; message: string }

export const ACCOUNT_KEY = '/api/account'

/** GET /api/account: the email, the phone and the language. */
export const useAccount = () => useSWR<AccountDetails>(ACCOUNT_KEY)

export const updateAccount = (input: UpdateAccountInput) => apiFetch<AccountDetails>(ACCOUNT_KEY, { method: 'PATCH', body: input })

/** PATCH /api/account { language } (issue 37): the language of the account's emails and documents. */
export const updateLanguage = (language: Locale) => updateAccount({ language })

export const changePassword = (input: ChangePasswordInput) => apiFetch<Done>('/api/account/password', { method: 'PATCH', body: input })

export const requestEmailChange = (input: ChangeEmailInput) => apiFetch<Done>('/api/account/email', { method: 'POST', body: input })

export const confirmEmailChange = (input: ConfirmEmailInput) =>
  apiFetch<Done & { email: string }>('/api/account/email/confirm', { method: 'POST', body: input })

export const closeAccount = (input: CloseAccountInput) => apiFetch<Done>(ACCOUNT_KEY, { method: 'DELETE', body: input })

/**
 * GET /api/account/export, saved as the file the server names. Fetched rather than linked, so a
 * refusal (the hourly limit) is told on the page instead of being saved as a file.
 */
export async function downloadAccountData(): Promise<void> {
  const response = await fetch('/api/account/export', {
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': localeOfPath(location.pathname) },
  })
  if (!response.ok) {
    const text = await response.text()
    let failure: Partial<ApiFailure> | undefined
    try {
      failure = JSON.parse(text) as Partial<ApiFailure>
    } catch {
      failure = undefined
    }
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, failure)
  }
  const filename = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'mes-donnees.json'
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
