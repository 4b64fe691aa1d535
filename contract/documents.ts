/**
 * Documents of a project (issue 17): the papers a client sends and the official documents staff
 * return. Shared by the server (validation, answers) and the web app (the "Documents" sections
 * on both sides); what each project's checklist holds is contract/document-checklists.ts.
 */
import { text, z } from './zod'

export const DOCUMENT_KINDS = [
  'identity',
  'address_proof',
  'name_certificate',
  'capital_deposit',
  'current_statutes',
  'partners_decision',
  'statutes',
  'updated_statutes',
  'rc_extract',
  'tax_card',
  'nis',
  'domiciliation_contract',
  'domiciliation_certificate',
  'closing_accounts',
  'radiation_certificate',
  'legal_notice',
  'beneficial_owners',
  'kbis',
  'sirene_notice',
  'other',
] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  identity: 'Pièce d’identité ou passeport de chaque associé',
  address_proof: 'Justificatif d’adresse du siège ou demande de domiciliation',
  name_certificate: 'Certificat de dénomination',
  capital_deposit: 'Attestation de dépôt du capital',
  current_statutes: 'Statuts en vigueur de la société',
  partners_decision: 'Procès-verbal de la décision des associés',
  statutes: 'Statuts de la société',
  updated_statutes: 'Statuts mis à jour',
  rc_extract: 'Extrait du registre du commerce',
  tax_card: 'Carte fiscale (NIF)',
  nis: 'Avis d’identification statistique (NIS)',
  domiciliation_contract: 'Contrat de domiciliation',
  domiciliation_certificate: 'Attestation de domiciliation',
  closing_accounts: 'Comptes de clôture de liquidation',
  radiation_certificate: 'Certificat de radiation du registre du commerce',
  legal_notice: 'Attestation de parution de l’annonce légale',
  beneficial_owners: 'Déclaration des bénéficiaires effectifs',
  kbis: 'Extrait Kbis',
  sirene_notice: 'Avis de situation au répertoire SIRENE (numéro SIRET)',
  other: 'Autre document',
}

export function documentKindLabel(kind: string | null | undefined): string {
  return (DOCUMENT_KIND_LABELS as Record<string, string>)[kind ?? ''] ?? 'Document'
}

export const DOCUMENT_SOURCES = ['client', 'staff'] as const
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number]

export const DOCUMENT_STATUSES = ['submitted', 'accepted', 'rejected'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  submitted: 'En cours de vérification',
  accepted: 'Accepté',
  rejected: 'Refusé',
}

/** Accepted files, decided from the bytes on the server. */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024

export const DOCUMENT_ERRORS = {
  kindRequired: 'Veuillez choisir le type de document',
  kindNotAllowed: 'Ce type de document ne correspond pas à cette démarche',
  fileRequired: 'Veuillez joindre un fichier',
  fileEmpty: 'Le fichier est vide',
  fileTooLarge: 'Le fichier dépasse 10 Mo',
  fileType: 'Seuls les fichiers PDF, JPEG et PNG sont acceptés',
  uploadFailed: 'L’envoi du fichier a échoué\u00a0: choisissez-le à nouveau puis réessayez',
  fileDamaged: 'Ce fichier PDF semble endommagé\u00a0: enregistrez-le à nouveau puis réessayez',
  noteRequired: 'Veuillez expliquer au client pourquoi le document est refusé',
  notFound: 'Document introuvable',
  deleteReviewed: 'Un document déjà vérifié ne peut plus être supprimé',
} as const

/** Multipart field `kind` of POST /api/projects/{id}/documents. */
export const documentKindSchema = z.enum(DOCUMENT_KINDS, { error: DOCUMENT_ERRORS.kindRequired })

/** PATCH /api/documents/{id} (back-office): a refusal says why, the client reads it. */
export const documentReviewSchema = z
  .object({
    status: z.enum(['accepted', 'rejected'], { error: 'Statut invalide (accepted ou rejected)' }),
    note: text().trim().max(1000, 'La note ne peut pas dépasser 1000 caractères').optional().default(''),
  })
  .refine((review) => review.status !== 'rejected' || review.note.length > 0, { message: DOCUMENT_ERRORS.noteRequired, path: ['note'] })
export type DocumentReviewInput = z.input<typeof documentReviewSchema>

export interface ApiDocument {
  id: number
  kind: DocumentKind
  label: string
  fileName: string
  mimeType: string
  /** Bytes. */
  size: number
  from: DocumentSource
  status: DocumentStatus
  note: string | null
  createdAt: string
  reviewedAt?: string | null
}

export interface ApiChecklistItem {
  kind: DocumentKind
  label: string
  from: DocumentSource
  required: boolean
  hint?: string
  /** A document of this kind from this side that is not rejected. */
  provided: boolean
}

/** GET /api/projects/{id}/documents */
export interface DocumentsResponse {
  success: true
  documents: ApiDocument[]
  checklist: ApiChecklistItem[]
}

/** POST /api/projects/{id}/documents, PATCH /api/documents/{id} */
export interface DocumentResponse {
  success: true
  document: ApiDocument
}

/** Required client entries not yet provided (the "N documents manquants" of 'Mes démarches'). */
export function missingClientDocuments(checklist: readonly ApiChecklistItem[]): number {
  return checklist.filter((item) => item.from === 'client' && item.required && !item.provided).length
}

export const documentPaths = {
  list: (projectId: number | string) => `/api/projects/${projectId}/documents`,
  upload: (projectId: number | string) => `/api/projects/${projectId}/documents`,
  download: (documentId: number | string) => `/api/documents/${documentId}/download`,
  review: (documentId: number | string) => `/api/documents/${documentId}`,
  remove: (documentId: number | string) => `/api/documents/${documentId}`,
}
