/**
 * The overview's first card (issue 33 item 3): the one thing the founder should do now, from their
 * open procedures. One statement: the client's open projects (newest first, at most a handful),
 * each with the kinds of papers already sent (refused ones do not count) and the step under way.
 */
import { and, asc, desc, eq, inArray, ne, sql } from '@payloadcms/db-postgres/drizzle'
import { documentChecklist } from '@/contract/document-checklists'
import type { NextAction } from '@/contract/projects'
import { project_documents, project_steps, projects } from '@/cms/infra/db/payload-schema'
import { literalLimit, preparedRead } from '@/cms/infra/db/typed-reads'

/** More open procedures than anyone follows at once; the newest decide the card. */
const OPEN_PROJECTS = 10
const OPEN_STATUSES = ['draft', 'pending', 'in_progress', 'paused'] as const

const openProjects = preparedRead((db) => {
  const sentKinds = db
    .selectDistinct({ kind: project_documents.kind })
    .from(project_documents)
    .where(and(eq(project_documents.project, projects.id), eq(project_documents.from, 'client'), ne(project_documents.status, 'rejected')))
  const stepUnderWay = db
    .select({ stepName: project_steps.stepName })
    .from(project_steps)
    .where(and(eq(project_steps.project, projects.id), eq(project_steps.status, 'in_progress')))
    .orderBy(asc(project_steps.order))
    .limit(literalLimit(1))
  return db
    .select({
      id: projects.id,
      name: projects.name,
      type: projects.type,
      country: projects.country,
      legalForm: sql<string | null>`${projects.questionnaire}->>'legalForm'`,
      questionnaireSubmittedAt: projects.questionnaireSubmittedAt,
      sentKinds: sql<string[]>`(SELECT coalesce(json_agg(k.kind), '[]') FROM ${sentKinds.as('k')})`,
      stepUnderWay: sql<string | null>`(${stepUnderWay})`,
    })
    .from(projects)
    .where(and(eq(projects.user, sql.placeholder('userId')), inArray(projects.status, [...OPEN_STATUSES])))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(literalLimit(OPEN_PROJECTS))
})

type OpenProject = Awaited<ReturnType<ReturnType<typeof openProjects>['execute']>>[number]

/** The papers the checklist still asks of the client for this project. */
function missingPapers(project: OpenProject): number {
  const sent = new Set(project.sentKinds)
  return documentChecklist(project).filter((entry) => entry.from === 'client' && entry.required && !sent.has(entry.kind)).length
}

/** The client's open projects, as the card needs them (read beside the overview's other reads). */
export const readOpenProjects = (payload: Parameters<typeof openProjects>[0], userId: number) => openProjects(payload).execute({ userId })

export function nextAction(open: OpenProject[], unread: number): NextAction {
  const named = (project: OpenProject) => ({ projectId: project.id, projectName: project.name })
  const questionnaire = open.find((project) => project.type === 'creation' && !project.questionnaireSubmittedAt)
  if (questionnaire) return { kind: 'questionnaire', ...named(questionnaire) }
  for (const project of open) {
    const missing = missingPapers(project)
    if (missing > 0) return { kind: 'documents', ...named(project), missing }
  }
  if (unread > 0) return { kind: 'message', unread }
  const underWay = open.find((project) => project.stepUnderWay)
  if (underWay?.stepUnderWay) return { kind: 'step', ...named(underWay), stepName: underWay.stepUnderWay }
  return open[0] ? { kind: 'waiting', ...named(open[0]) } : { kind: 'start' }
}
