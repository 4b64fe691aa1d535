/**
 * GET and PUT /api/projects/{id}/questionnaire, for the client's project page and the
 * back-office alike. After a save, the project (its legal form and description), its steps and
 * its documents' checklist may have changed: every read of the project is marked stale.
 */
import useSWR, { mutate } from 'swr'
import { type QuestionnaireRequest, type QuestionnaireResponse, questionnairePath } from '@/contract/questionnaire'
import { apiFetch, type ApiError } from '@/web/src/lib/api-client'

/** No request while `projectId` is null. */
export const useQuestionnaire = (projectId: number | string | null) =>
  useSWR<QuestionnaireResponse, ApiError>(projectId === null ? null : questionnairePath(projectId))

/** Keys of the project's reads: '/api/project/{id}', '/api/projects/{id}/…', and the lists. */
const touchesProject = (key: unknown, id: number | string) =>
  typeof key === 'string' &&
  (key === `/api/project/${id}` ||
    key.startsWith(`/api/projects/${id}/`) ||
    key === '/api/projects' ||
    key.startsWith('/api/projects?') ||
    key.startsWith('/api/admin/projects') ||
    key === '/api/dashboard')

export async function saveQuestionnaire(projectId: number | string, body: QuestionnaireRequest): Promise<QuestionnaireResponse> {
  const saved = await apiFetch<QuestionnaireResponse>(questionnairePath(projectId), { method: 'PUT', body })
  await mutate(questionnairePath(projectId), saved, { revalidate: false })
  if (body.submit || saved.submittedAt) void mutate((key) => key !== questionnairePath(projectId) && touchesProject(key, projectId))
  return saved
}
