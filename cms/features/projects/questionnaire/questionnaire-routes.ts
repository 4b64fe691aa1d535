/**
 * GET and PUT /api/projects/{id}/questionnaire (issue 33 item 4): the company questionnaire of
 * a creation project, for its owner and the back-office. Another client gets the same 404 as
 * for a project that does not exist. A PUT with `submit: false` saves a draft, incomplete as it
 * may be; `submit: true` needs every answer and applies them (questionnaire-store.ts). Once
 * submitted, the answers stay complete: any later PUT is checked and applied as a submission.
 * Nothing is written before the whole body is valid, so a refused PUT leaves the draft as it was.
 */
import { recordId } from '@/contract/ids'
import {
  hasQuestionnaire,
  OWNER_EDITABLE_STATUSES,
  QUESTIONNAIRE_REFUSALS,
  questionnaireCompleteSchema,
  type QuestionnaireResponse,
  questionnaireRequestSchema,
} from '@/contract/questionnaire'
import { z } from '@/contract/zod'
import { timestampText } from '@/cms/infra/db/row-values'
import { type Caller, mayReadOwnedBy } from '@/cms/infra/http/caller'
import { conflict, notFound } from '@/cms/infra/http/errors'
import { zodParseOptions } from '@/cms/infra/http/request-language'
import { defineHandler, type RouteContext, validationError } from '@/cms/infra/http/route'
import { readQuestionnaireProject, saveDraft, submitQuestionnaire, type WriteAccess } from './questionnaire-store'

const params = z.object({ id: recordId('Projet invalide') })

type StoredProject = NonNullable<Awaited<ReturnType<typeof readQuestionnaireProject>>>

async function readableProject(ctx: Pick<RouteContext, 'payload' | 'caller'>, id: number): Promise<StoredProject> {
  const project = await readQuestionnaireProject(ctx.payload, id)
  if (!project || !mayReadOwnedBy(ctx.caller, project.ownerId)) throw notFound('Projet non trouvé')
  return project
}

/** Staff may always change a creation's answers; its owner until the team starts working on it. */
function editableBy(caller: Caller, project: StoredProject): boolean {
  if (!hasQuestionnaire(project.type)) return false
  return caller.kind === 'staff' || OWNER_EDITABLE_STATUSES.includes(project.status)
}

const answer = (caller: Caller, project: StoredProject): QuestionnaireResponse => ({
  success: true,
  questionnaire: project.questionnaire,
  submittedAt: project.submittedAt ? timestampText(project.submittedAt) : null,
  editable: editableBy(caller, project),
})

/** GET /api/projects/{id}/questionnaire: the answers (null before any), when they were submitted. */
export const getQuestionnaire = defineHandler({
  params,
  async run(ctx): Promise<QuestionnaireResponse> {
    return answer(ctx.caller, await readableProject(ctx, ctx.params.id))
  },
})

/** PUT /api/projects/{id}/questionnaire: saves the draft, or submits it. */
export const saveQuestionnaire = defineHandler({
  params,
  body: questionnaireRequestSchema,
  async run(ctx): Promise<QuestionnaireResponse> {
    const project = await readableProject(ctx, ctx.params.id)
    if (!hasQuestionnaire(project.type)) throw conflict(QUESTIONNAIRE_REFUSALS.notCreation)
    if (!editableBy(ctx.caller, project)) throw conflict(QUESTIONNAIRE_REFUSALS.locked)
    const { submit, ...answers } = ctx.body
    const access: WriteAccess =
      ctx.caller.kind === 'staff'
        ? ctx.access
        : // Access bypassed: the owner's own project, checked above; projects and steps are staff-written, the submission's steps are its consequence.
          { overrideAccess: true }
    if (submit || project.submittedAt) {
      const complete = questionnaireCompleteSchema().safeParse(answers, zodParseOptions(ctx.locale))
      if (!complete.success) throw validationError(complete.error)
      await submitQuestionnaire(ctx.payload, project.id, complete.data, access)
      return answer(ctx.caller, await readableProject(ctx, project.id))
    }
    // Access bypassed: as above (the owner's own project, or the back-office); a draft changes the answers only.
    if (!(await saveDraft(ctx.payload, project.id, answers))) throw conflict(QUESTIONNAIRE_REFUSALS.locked)
    // What was just stored: the rest of the project is as read above.
    return answer(ctx.caller, { ...project, questionnaire: answers })
  },
})
