/**
 * The back-office's project and step edits (spec 2 §3-4, §7): schemas shared by its forms and
 * the server, and the list's answer.
 */
import type { PageInfo } from './ids'
import { COMPANY_TYPES, PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX, PROJECT_NAME_MIN, PROJECT_STATUSES, STEP_STATUSES } from './projects'
import type { ApiProject } from './projects'
import { text, z } from './zod'

/** PATCH /api/project/{id}: any of name, status (all six, set freely), description, legal form. */
export const projectUpdateSchema = z
  .object({
    name: text({ error: 'Le nom doit contenir au moins 3 caractères' })
      .trim()
      .min(PROJECT_NAME_MIN, 'Le nom doit contenir au moins 3 caractères')
      .max(PROJECT_NAME_MAX, `Le nom ne peut pas dépasser ${PROJECT_NAME_MAX} caractères`)
      .optional(),
    status: z.enum(PROJECT_STATUSES, { error: 'Statut invalide' }).optional(),
    description: text({ error: 'Description invalide' })
      .trim()
      .max(PROJECT_DESCRIPTION_MAX, `La description ne peut pas dépasser ${PROJECT_DESCRIPTION_MAX.toLocaleString('fr-FR')} caractères`)
      .nullish(),
    companyType: z.enum(COMPANY_TYPES, { error: 'Forme juridique invalide' }).nullish(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Aucune modification à enregistrer')
export type ProjectUpdate = z.input<typeof projectUpdateSchema>

const stepName = text({ error: 'Le nom de l’étape doit contenir au moins 2 caractères' })
  .trim()
  .min(2, 'Le nom de l’étape doit contenir au moins 2 caractères')
  .max(200, 'Le nom de l’étape ne peut pas dépasser 200 caractères')

/**
 * PATCH /api/projects/{id}/steps/{stepId}: status and notes (spec 2 §7), and a new name. The
 * completion date is the server's: set when the step becomes completed, cleared otherwise;
 * a `completedAt` in the body is ignored.
 */
export const stepUpdateSchema = z
  .object({
    status: z.enum(STEP_STATUSES, { error: 'Statut invalide' }).optional(),
    notes: text({ error: 'Notes invalides' }).trim().max(5000, 'Les notes ne peuvent pas dépasser 5 000 caractères').nullish(),
    stepName: stepName.optional(),
    completedAt: z.unknown().optional(),
  })
  .refine(
    (value) => value.status !== undefined || value.notes !== undefined || value.stepName !== undefined,
    'Aucune modification à enregistrer',
  )
export type StepUpdate = z.input<typeof stepUpdateSchema>

/** POST /api/projects/{id}/steps: a step added at the end. */
export const newStepSchema = z.object({ stepName })

/** PUT /api/projects/{id}/steps/order: every step of the project, in the new order. */
export const stepOrderSchema = z.object({
  stepIds: z
    .array(z.number({ error: 'Étape invalide' }).int('Étape invalide').positive('Étape invalide'), { error: 'Ordre invalide' })
    .min(1, 'Ordre invalide')
    .max(100, 'Ordre invalide')
    .refine((ids) => new Set(ids).size === ids.length, 'Une étape apparaît deux fois'),
})

export const ADMIN_PROJECT_FILTERS = ['all', ...PROJECT_STATUSES] as const

export interface AdminProjectsResponse extends PageInfo {
  success: true
  projects: (ApiProject & { user: NonNullable<ApiProject['user']> })[]
  stats: { completed: number; inProgress: number; pending: number; thisWeek: number; total: number }
}
