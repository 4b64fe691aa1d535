import useSWR from 'swr'
import type { ProjectResponse, StepsResponse } from '@/contract/projects'
import type { ApiError } from '@/web/src/lib/api-client'
import { clientDataKeys } from '@/web/src/lib/client-data'

/** GET /api/project/{id}; no request while `id` is null (no stored user, no id). */
export const useProject = (id: string | null) => useSWR<ProjectResponse, ApiError>(id === null ? null : clientDataKeys.project(id))

/** GET /api/projects/{id}/steps: the project's steps in order. */
export const useProjectSteps = (id: string | null) => useSWR<StepsResponse, ApiError>(id === null ? null : clientDataKeys.steps(id))
