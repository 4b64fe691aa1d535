import type { ApiProject } from '@/contract/projects'
import { apiFetch } from '@/web/src/lib/api-client'

export interface CreateProjectBody {
  name: string
  type: string
  description?: string
}

export interface CreateProjectResponse {
  success: true
  project: ApiProject
}

/** POST /api/projects/{userId} (spec 1 §7): 201 with the new project, which starts `pending`. */
export const createProject = (userId: number, body: CreateProjectBody) =>
  apiFetch<CreateProjectResponse>(`/api/projects/${userId}`, { method: 'POST', body })
