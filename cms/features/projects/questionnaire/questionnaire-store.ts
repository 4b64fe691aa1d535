/**
 * Reading and writing a project's questionnaire (issue 33 item 4). A draft only changes the
 * stored answers (one statement); a submission, in one transaction on the locked project row, also sets the
 * project's country, legal form and description, and adds the country's and form's steps the
 * project lacks (matched by name, existing ones kept with their statuses, renumbered in order).
 */
import { asc, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { PROJECT_DESCRIPTION_MAX } from '@/contract/projects'
import {
  COMPANY_TYPE_OF_FORM,
  type QuestionnaireAnswers,
  type QuestionnaireDraft,
  mergeSteps,
  questionnaireDescription,
  questionnaireSteps,
} from '@/contract/questionnaire'
import { project_steps, projects } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { preparedRead } from '@/cms/infra/db/typed-reads'
import { notFound } from '@/cms/infra/http/errors'
import { projectChangedEventInsert } from '@/cms/features/live'
import type { PayloadCaller } from '@/cms/infra/http/route'

const questionnaireProject = preparedRead((db) =>
  db
    .select({
      id: projects.id,
      ownerId: projects.user,
      type: projects.type,
      status: projects.status,
      questionnaire: projects.questionnaire,
      submittedAt: projects.questionnaireSubmittedAt,
    })
    .from(projects)
    .where(eq(projects.id, sql.placeholder('id'))),
)

/** The project's questionnaire with what decides who may see and change it. */
export async function readQuestionnaireProject(payload: Payload, projectId: number) {
  const [row] = await questionnaireProject(payload).execute({ id: projectId })
  if (!row) return null
  return { ...row, questionnaire: (row.questionnaire ?? null) as QuestionnaireDraft | null }
}

/**
 * How the writes are made: the back-office through the collections' rules (staff may write
 * projects and steps); the owner, whom the handler has checked, with access bypassed, since
 * the collections let only staff write projects and steps.
 */
export type WriteAccess =
  | { user?: PayloadCaller; overrideAccess: false }
  // Access bypassed: only for the owner, once questionnaire-routes.ts has checked the project is theirs.
  | { overrideAccess: true }

/**
 * A draft's answers stored and the project marked updated, with the live event the projects'
 * hook announces for a change (live-project.ts: 'step', to its client and the back-office), in one
 * statement. Only while not submitted: a submission made meanwhile is never overwritten by a draft.
 * Through Payload's update the same was about 7 ms of CPU (its hooks, its read back, the
 * transaction); a client's form saves its draft as they type.
 */
const draftStatement = preparedRead((db) => {
  const saved = db.$with('saved', { id: projects.id, user: projects.user }).as(
    sql`UPDATE ${projects} SET ${sql.identifier(projects.questionnaire.name)} = ${sql.placeholder('answers')}::jsonb,
               ${sql.identifier(projects.updatedAt.name)} = now()
         WHERE ${projects.id} = ${sql.placeholder('id')} AND ${projects.questionnaireSubmittedAt} IS NULL
        RETURNING ${sql.identifier(projects.id.name)}, ${sql.identifier(projects.user.name)}`,
  )
  const event = projectChangedEventInsert(db, 'project_event', { id: sql`${saved.id}`, user: sql`${saved.user}`, from: sql`${saved}` })
  return db
    .with(saved, event.cte as never)
    .select({ id: saved.id, announced: sql<number>`${event.announce}`.mapWith(Number) })
    .from(saved)
})

/**
 * Saves a draft: the answers only. The caller has checked who may (questionnaire-routes.ts): like
 * `overrideAccess`, the statement bypasses the collection's rules. False when the questionnaire was
 * submitted meanwhile (or the project is gone): nothing was saved.
 */
export async function saveDraft(payload: Payload, projectId: number, answers: QuestionnaireDraft): Promise<boolean> {
  const rows = await draftStatement(payload).execute({ id: projectId, answers: JSON.stringify(answers) })
  return rows.length > 0
}

/**
 * The description after a submission: the answers' summary first, then what the project said
 * before (a client's own words, the order's line), without the previous submission's summary.
 */
export function submittedDescription(current: string | null, previousSummary: string | null, summary: string): string {
  let own = (current ?? '').trim()
  for (const old of [previousSummary, summary]) {
    if (old && own.startsWith(old)) own = own.slice(old.length).trim()
  }
  return (own ? `${summary}\n\n${own}` : summary).slice(0, PROJECT_DESCRIPTION_MAX)
}

/** Submits complete answers (a first submission or a change of a submitted one). */
export async function submitQuestionnaire(payload: Payload, projectId: number, answers: QuestionnaireAnswers, access: WriteAccess) {
  await withTransaction(payload, async (req) => {
    const db = await drizzleFor(payload, req)
    // The row is locked until commit: two submissions at once would each add the missing steps.
    const [locked] = await db
      .select({ description: projects.description, questionnaire: projects.questionnaire, submittedAt: projects.questionnaireSubmittedAt })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update')
    if (!locked) throw notFound('Projet non trouvé')
    const previous = locked.submittedAt ? (locked.questionnaire as QuestionnaireAnswers | null) : null
    const summary = questionnaireDescription(answers)
    await payload.update({
      collection: 'projects',
      id: projectId,
      data: {
        questionnaire: answers,
        questionnaireSubmittedAt: new Date().toISOString(),
        country: answers.country,
        companyType: COMPANY_TYPE_OF_FORM[answers.legalForm],
        description: submittedDescription(locked.description, previous ? safeDescription(previous) : null, summary),
      },
      depth: 0,
      req,
      ...access,
    })

    const steps = await db
      .select({ id: project_steps.id, stepName: project_steps.stepName, order: project_steps.order })
      .from(project_steps)
      .where(eq(project_steps.project, projectId))
      .orderBy(asc(project_steps.order), asc(project_steps.id))
    const merged = mergeSteps(steps, questionnaireSteps(answers.country, answers.legalForm))
    for (const [index, step] of merged.entries()) {
      const order = index + 1
      if (typeof step === 'string') {
        await payload.create({
          collection: 'project-steps',
          data: { project: projectId, order, stepName: step, status: 'pending' },
          depth: 0,
          req,
          ...access,
        })
      } else if (Number(step.order) !== order) {
        await payload.update({ collection: 'project-steps', id: step.id, data: { order }, depth: 0, req, ...access })
      }
    }
  })
}

/** The summary a stored submission gave, or null if it no longer reads (edited elsewhere). */
function safeDescription(answers: QuestionnaireAnswers): string | null {
  try {
    return questionnaireDescription(answers)
  } catch {
    return null
  }
}
