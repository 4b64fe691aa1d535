/** Project vocabulary shared by the data model, the API and both UIs (DESIGN.md, Data). */
import type { PageInfo } from './ids'
import { text, z } from './zod'

export const PROJECT_TYPES = ['creation', 'modification', 'domiciliation', 'dissolution'] as const
export type ProjectType = (typeof PROJECT_TYPES)[number]

export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  creation: 'Création d’entreprise',
  modification: 'Modification d’entreprise',
  domiciliation: 'Domiciliation',
  dissolution: 'Dissolution d’entreprise',
}

export const COMPANY_TYPES = ['eurl', 'sarl', 'sas', 'auto_entrepreneur', 'autre'] as const
export type CompanyType = (typeof COMPANY_TYPES)[number]

export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  eurl: 'EURL',
  sarl: 'SARL',
  sas: 'SAS',
  auto_entrepreneur: 'Auto-entrepreneur',
  autre: 'Autre',
}

/** Where the company is created (the questionnaire's first answer). */
export const COMPANY_COUNTRIES = ['DZ', 'FR', 'other'] as const
export type CompanyCountry = (typeof COMPANY_COUNTRIES)[number]

export const COMPANY_COUNTRY_LABELS: Record<CompanyCountry, string> = {
  DZ: 'Algérie',
  FR: 'France',
  other: 'Autre pays',
}

export const PROJECT_STATUSES = ['draft', 'pending', 'in_progress', 'completed', 'cancelled', 'paused'] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  draft: 'Brouillon',
  pending: 'En attente',
  in_progress: 'En cours',
  completed: 'Terminé',
  cancelled: 'Annulé',
  paused: 'En pause',
}

export const STEP_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const
export type StepStatus = (typeof STEP_STATUSES)[number]

export const STEP_STATUS_LABELS: Record<StepStatus, string> = {
  pending: 'En attente',
  in_progress: 'En cours',
  completed: 'Terminé',
  cancelled: 'Annulé',
}

export function stepStatusLabel(status: string | null | undefined): string {
  return (STEP_STATUS_LABELS as Record<string, string>)[status ?? ''] ?? 'Inconnu'
}

/** What each procedure covers, shown when the client picks it on /new-project. */
export const PROJECT_TYPE_DESCRIPTIONS: Record<ProjectType, string> = {
  creation:
    'Nous créons votre société de A à Z\u00a0: choix de la forme juridique, réservation du nom, statuts, notaire, registre du commerce, numéro fiscal et compte bancaire.',
  modification:
    'Changement de siège, de gérant, de capital, d’activité ou de dénomination\u00a0: nous préparons les actes et les déposons pour vous.',
  domiciliation:
    'Une adresse officielle pour le siège de votre entreprise, avec l’attestation de domiciliation exigée pour l’immatriculation.',
  dissolution:
    'Nous menons la fermeture de votre société\u00a0: décision de dissolution, liquidation des comptes et radiation du registre.',
}

/** Spec 1 §2: the next steps listed on /new-project. */
export const NEW_PROJECT_NEXT_STEPS = [
  'Votre demande est analysée sous 24\u00a0h',
  'Vous recevez un devis personnalisé par email',
  'Un expert vous contacte',
  'Nous prenons en charge l’ensemble de vos démarches',
] as const

export const PROJECT_NAME_MIN = 3
export const PROJECT_NAME_MAX = 200
export const PROJECT_DESCRIPTION_MAX = 5000

/** POST /api/projects/{userId} and the /new-project form (spec 1 §5). */
export const newProjectSchema = z.object({
  name: text({ error: 'Le nom doit contenir au moins 3 caractères' })
    .trim()
    .min(PROJECT_NAME_MIN, 'Le nom doit contenir au moins 3 caractères')
    .max(PROJECT_NAME_MAX, `Le nom ne peut pas dépasser ${PROJECT_NAME_MAX} caractères`),
  type: z.enum(PROJECT_TYPES, { error: 'Veuillez sélectionner un type de projet' }),
  description: text({ error: 'Description invalide' })
    .trim()
    .max(PROJECT_DESCRIPTION_MAX, `La description ne peut pas dépasser ${PROJECT_DESCRIPTION_MAX.toLocaleString('fr-FR')} caractères`)
    .optional()
    .nullable()
    .transform((value) => value || undefined),
})
export type NewProjectInput = z.input<typeof newProjectSchema>

/** Spec 1 §5: choosing a type fills the name with '<type label> - <first name> <last name>'. */
export function defaultProjectName(type: ProjectType, user: { firstName: string; lastName: string }): string {
  return `${PROJECT_TYPE_LABELS[type]} - ${user.firstName} ${user.lastName}`
}

/**
 * Global progress of a project, in percent: the share of its completed steps (cancelled
 * steps do not count). Without steps, spec 1 §2's reading by status: pending 0, in
 * progress 50, completed 100.
 */
export function projectProgress(status: string, steps: readonly { status: string }[]): number {
  const counted = steps.filter((step) => step.status !== 'cancelled')
  return progressFromCounts(status, counted.filter((step) => step.status === 'completed').length, counted.length)
}

/** The same, from the counts a list reads in SQL (cancelled steps already left out of `total`). */
export function progressFromCounts(status: string, completed: number, total: number): number {
  if (total > 0) return Math.round((completed * 100) / total)
  if (status === 'completed') return 100
  if (status === 'in_progress') return 50
  return 0
}

/** A project as /api answers it (spec 1 §3; the back-office adds the client). */
export interface ApiProject {
  id: number
  name: string
  type: string
  companyType?: string
  description?: string
  status: string
  createdAt: string
  updatedAt: string
  /** Percent, from the steps (see projectProgress). */
  progress: number
  /** Steps done / all steps (cancelled ones left out). */
  steps: { completed: number; total: number }
  /** Back-office reads only. */
  user?: { id: number; firstName: string; lastName: string; email: string }
  /**
   * Documents of the project (contract/documents.ts): required client papers not yet provided
   * ('Mes démarches' shows it), and client uploads waiting for staff (the back-office badge).
   */
  documents?: { missing: number; toReview: number }
}

export interface ApiProjectStep {
  id: number
  order: number
  stepName: string
  status: string
  notes?: string
  createdAt: string
  updatedAt: string
  completedAt?: string
}

export interface ProjectsResponse extends PageInfo {
  success: true
  projects: ApiProject[]
}
export interface ProjectResponse {
  success: true
  project: ApiProject
}
export interface StepsResponse {
  success: true
  steps: ApiProjectStep[]
}

/** GET /api/dashboard: the client's counters and latest activity (the overview tab). */
export interface DashboardOverview {
  success: true
  counters: {
    /** Creation procedures completed. */
    companiesCreated: number
    /** Procedures not finished yet (draft, pending, in progress, paused). */
    inProgress: number
    completed: number
  }
  unreadMessages: number
  activity: ActivityItem[]
  /** The first card of the overview (issue 33 item 3): the one thing to do now. */
  next: NextAction
}

/**
 * What the founder should do now, most pressing first: the company questionnaire of a creation,
 * the papers the checklist still asks, an unread answer of the team, the step under way; with no
 * open procedure, start one; 'waiting' when the team has the next move.
 */
export type NextAction =
  | { kind: 'questionnaire'; projectId: number; projectName: string }
  | { kind: 'documents'; projectId: number; projectName: string; missing: number }
  | { kind: 'message'; unread: number }
  | { kind: 'step'; projectId: number; projectName: string; stepName: string }
  | { kind: 'waiting'; projectId: number; projectName: string }
  | { kind: 'start' }

export type ActivityItem =
  | { kind: 'message'; id: number; at: string; subject: string; fromAdmin: boolean; isRead: boolean }
  | { kind: 'step'; id: number; at: string; stepName: string; status: string; projectId: number; projectName: string }
  | { kind: 'project'; id: number; at: string; projectName: string; status: string }

/** 'Inconnu' only for a value outside the list (spec 1 §4). */
export function projectStatusLabel(status: string | null | undefined): string {
  return (PROJECT_STATUS_LABELS as Record<string, string>)[status ?? ''] ?? 'Inconnu'
}

/** The steps a new project starts with, by procedure. */
export const DEFAULT_STEPS: Record<ProjectType, readonly string[]> = {
  creation: [
    'Analyse de la demande',
    'Réservation du nom',
    'Rédaction des statuts',
    'Signature chez le notaire',
    'Immatriculation au registre du commerce',
    'Numéro d’identification fiscale',
    'Ouverture du compte bancaire',
  ],
  modification: [
    'Analyse de la demande',
    'Préparation des actes modificatifs',
    'Signature chez le notaire',
    'Dépôt au registre du commerce',
    'Mise à jour des documents officiels',
  ],
  domiciliation: [
    'Analyse de la demande',
    'Choix de l’adresse de domiciliation',
    'Signature du contrat de domiciliation',
    'Remise de l’attestation de domiciliation',
  ],
  dissolution: ['Analyse de la demande', 'Décision de dissolution', 'Liquidation des comptes', 'Radiation du registre du commerce'],
}
