import useSWR from 'swr'
import type { ProjectsResponse } from '@/contract/projects'
import type { ApiError } from '@/web/src/lib/api-client'
import { clientDataKeys } from '@/web/src/lib/client-data'

/** Projects per page of 'Mes démarches'. */
export const PROJECTS_PAGE_SIZE = 10

/**
 * GET /api/projects?page=&limit=: the session's own projects, newest first. The key stays
 * under clientDataKeys.projects so refreshProjects() refreshes every page after a creation.
 */
export function useProjects(page: number) {
  return useSWR<ProjectsResponse, ApiError>(`${clientDataKeys.projects}?page=${page}&limit=${PROJECTS_PAGE_SIZE}`, {
    // Keeps the current page on screen while the next one loads.
    keepPreviousData: true,
  })
}
