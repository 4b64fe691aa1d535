/**
 * The back-office's project reads and writes (spec 2 §7): SWR keys, hooks and calls. After a
 * write, `refreshAdminProject` marks the project, its steps and every page of the list stale.
 */
import useSWR, { mutate } from 'swr'
import type { ADMIN_PROJECT_FILTERS, AdminProjectsResponse, ProjectUpdate, StepUpdate } from '@/contract/admin-projects'
import type { ApiProject, ApiProjectStep, ProjectResponse, StepsResponse } from '@/contract/projects'
import { apiFetch, type ApiError } from '@/web/src/lib/api-client'

export type AdminProjectFilter = (typeof ADMIN_PROJECT_FILTERS)[number]
export type AdminProject = AdminProjectsResponse['projects'][number]

export const ADMIN_PROJECTS_PAGE_SIZE = 12

export const adminProjectKeys = {
  list: '/api/admin/projects',
  project: (id: number | string) => `/api/project/${id}`,
  steps: (id: number | string) => `/api/projects/${id}/steps`,
} as const

export interface AdminProjectsQuery {
  status: AdminProjectFilter
  q: string
  page: number
}

const listKey = ({ status, q, page }: AdminProjectsQuery) => {
  const params = new URLSearchParams({ status, page: String(page), limit: String(ADMIN_PROJECTS_PAGE_SIZE) })
  if (q) params.set('q', q)
  return `${adminProjectKeys.list}?${params}`
}

/** GET /api/admin/projects?status=&q=&page=&limit=: the previous page stays shown while the next one loads. */
export const useAdminProjects = (query: AdminProjectsQuery) =>
  useSWR<AdminProjectsResponse, ApiError>(listKey(query), { keepPreviousData: true })

/** GET /api/project/{id}: the project with its client. */
export const useAdminProject = (id: string) => useSWR<ProjectResponse, ApiError>(adminProjectKeys.project(id))

/** GET /api/projects/{id}/steps: its steps, in order. */
export const useAdminProjectSteps = (id: string) => useSWR<StepsResponse, ApiError>(adminProjectKeys.steps(id))

/** The key itself or one under it ('/api/admin/projects?page=2'), never a sibling ('/api/project/12' for 1). */
const under = (key: unknown, prefix: string) =>
  typeof key === 'string' && (key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`))

/** After any write on a project or its steps: the project, its steps and the list are read again. */
export const refreshAdminProject = (id: number | string) =>
  mutate((key) => under(key, adminProjectKeys.project(id)) || under(key, adminProjectKeys.steps(id)) || under(key, adminProjectKeys.list))

/** PATCH /api/project/{id}. */
export const updateProject = (id: number | string, body: ProjectUpdate) =>
  apiFetch<{ success: true; project: ApiProject }>(adminProjectKeys.project(id), { method: 'PATCH', body })

/** PATCH /api/projects/{id}/steps/{stepId}: the server stamps or clears completedAt itself. */
export const updateStep = (projectId: number | string, stepId: number, body: StepUpdate) =>
  apiFetch<{ success: true; step: ApiProjectStep }>(`${adminProjectKeys.steps(projectId)}/${stepId}`, { method: 'PATCH', body })

/** POST /api/projects/{id}/steps {stepName}: a new step at the end. */
export const addStep = (projectId: number | string, stepName: string) =>
  apiFetch<{ success: true; step: ApiProjectStep }>(adminProjectKeys.steps(projectId), { method: 'POST', body: { stepName } })

/** PUT /api/projects/{id}/steps/order {stepIds}: every step, in the new order. */
export const reorderSteps = (projectId: number | string, stepIds: number[]) =>
  apiFetch<StepsResponse>(`${adminProjectKeys.steps(projectId)}/order`, { method: 'PUT', body: { stepIds } })

/** DELETE /api/projects/{id}/steps/{stepId}. */
export const removeStep = (projectId: number | string, stepId: number) =>
  apiFetch<{ success: true }>(`${adminProjectKeys.steps(projectId)}/${stepId}`, { method: 'DELETE' })
