import type { ApiFailure } from '@/contract/api'
import type { SaveLeadBody } from '@/contract/lead-funnel'
import { apiFetch } from '@/web/src/lib/api-client'

/** POST /api/save-lead: the free guide's request (spec 1 §7); the server then sends the guide by email. */
export const saveLead = (body: SaveLeadBody) => apiFetch<{ success: true } | ApiFailure>('/api/save-lead', { method: 'POST', body })
