import type { NewsletterSignupInput, NewsletterStats } from '@/contract/newsletter'
import { apiFetch } from '@/web/src/lib/api-client'

/** POST /api/newsletter: the same answer whether the address was known or not. */
export const subscribeToNewsletter = (input: NewsletterSignupInput) =>
  apiFetch<{ success: true; message: string }>('/api/newsletter', { method: 'POST', body: input })

/** GET /api/admin/newsletter: the back-office's counts. */
export const fetchNewsletterStats = () => apiFetch<{ success: true; stats: NewsletterStats }>('/api/admin/newsletter')

/** The back-office's CSV of confirmed subscribers (a download: a plain link, the session's cookie). */
export const NEWSLETTER_EXPORT_URL = '/api/admin/newsletter/export'
