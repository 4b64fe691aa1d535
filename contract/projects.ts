/** Project vocabulary shared by the data model, the API and both UIs (DESIGN.md, Data). */

export const PROJECT_TYPES = ['creation', 'modification', 'domiciliation', 'dissolution'] as const
export type ProjectType = (typeof PROJECT_TYPES)[number]

export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  creation: "Création d'entreprise",
  modification: "Modification d'entreprise",
  domiciliation: 'Domiciliation',
  dissolution: "Dissolution d'entreprise",
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
    "Numéro d'identification fiscale",
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
