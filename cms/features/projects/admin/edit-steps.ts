/**
 * The back-office edits a project's steps: status and notes (spec 2 §7), and beyond the spec
 * add, rename, reorder and remove. Writes go through Payload with the staff caller, so the
 * collection's hooks stamp or clear `completedAt` and tell the client when a step is completed.
 */
import { and, eq, max, sql } from '@payloadcms/db-postgres/drizzle'
import { newStepSchema, stepOrderSchema, stepUpdateSchema } from '@/contract/admin-projects'
import { recordId } from '@/contract/ids'
import { z } from '@/contract/zod'
import { project_steps, projects } from '@/cms/infra/db/payload-schema'
import { drizzleFor, withTransaction } from '@/cms/infra/db/transaction'
import { badRequest, notFound } from '@/cms/infra/http/errors'
import { defineHandler } from '@/cms/infra/http/route'
import { QUEUED_EMAILS } from '@/collections/project-steps/hooks/notify-step-completed'
import { deliverQueuedEmails } from '@/cms/features/notifications'
import { readProjectSteps } from '../project-reads'

const projectParams = z.object({ id: recordId('Projet invalide') })
const stepParams = projectParams.extend({ stepId: recordId('Étape invalide') })

async function projectExists(payload: Parameters<typeof drizzleFor>[0], projectId: number) {
  const db = await drizzleFor(payload)
  const rows = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId))
  if (rows.length === 0) throw notFound('Projet non trouvé')
}

async function stepOf(payload: Parameters<typeof drizzleFor>[0], projectId: number, stepId: number) {
  const db = await drizzleFor(payload)
  const rows = await db
    .select({ id: project_steps.id })
    .from(project_steps)
    .where(and(eq(project_steps.id, stepId), eq(project_steps.project, projectId)))
  if (rows.length === 0) throw notFound('Étape non trouvée')
}

const answerStep = async (payload: Parameters<typeof readProjectSteps>[0], projectId: number, stepId: number) =>
  (await readProjectSteps(payload, projectId)).find((step) => step.id === stepId)!

/** PATCH /api/projects/{id}/steps/{stepId}: status, notes, name. */
export const updateStep = defineHandler({
  params: stepParams,
  body: stepUpdateSchema,
  async run({ params, body, payload, access }) {
    await stepOf(payload, params.id, params.stepId)
    const queued: (number | string)[] = []
    await payload.update({
      collection: 'project-steps',
      id: params.stepId,
      // completedAt is the server's (hook stamp-completion), never the body's.
      data: {
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.notes !== undefined ? { notes: body.notes || null } : {}),
        ...(body.stepName !== undefined ? { stepName: body.stepName } : {}),
      },
      depth: 0,
      context: { [QUEUED_EMAILS]: queued },
      ...access,
    })
    // The completion notice (if any) was queued by the hook and is committed: send it now.
    deliverQueuedEmails(queued)
    return { success: true, step: await answerStep(payload, params.id, params.stepId) }
  },
})

/** POST /api/projects/{id}/steps {stepName}: a new step at the end. */
export const addStep = defineHandler({
  params: projectParams,
  body: newStepSchema,
  async run({ params, body, payload, access, res }) {
    await projectExists(payload, params.id)
    const db = await drizzleFor(payload)
    const [last] = await db
      .select({ next: sql<number>`coalesce(${max(project_steps.order)}, 0) + 1`.mapWith(Number) })
      .from(project_steps)
      .where(eq(project_steps.project, params.id))
    const created = await payload.create({
      collection: 'project-steps',
      data: { project: params.id, stepName: body.stepName, order: last?.next ?? 1, status: 'pending' },
      depth: 0,
      ...access,
    })
    res.status(201)
    return { success: true, step: await answerStep(payload, params.id, created.id) }
  },
})

/** DELETE /api/projects/{id}/steps/{stepId}. */
export const removeStep = defineHandler({
  params: stepParams,
  async run({ params, payload, access }) {
    await stepOf(payload, params.id, params.stepId)
    await payload.delete({ collection: 'project-steps', id: params.stepId, ...access })
    return { success: true }
  },
})

/** PUT /api/projects/{id}/steps/order {stepIds}: every step of the project, in its new order. */
export const reorderSteps = defineHandler({
  params: projectParams,
  body: stepOrderSchema,
  async run({ params, body, payload, access }) {
    await projectExists(payload, params.id)
    const current = await readProjectSteps(payload, params.id)
    const known = new Set(current.map((step) => step.id))
    if (body.stepIds.length !== current.length || body.stepIds.some((id) => !known.has(id))) {
      throw badRequest("L'ordre doit contenir chaque étape du projet, une seule fois.")
    }
    await withTransaction(payload, async (req) => {
      for (const [index, id] of body.stepIds.entries()) {
        await payload.update({ collection: 'project-steps', id, data: { order: index + 1 }, depth: 0, req, ...access })
      }
    })
    return { success: true, steps: await readProjectSteps(payload, params.id) }
  },
})
