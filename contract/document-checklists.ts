/**
 * Each project's checklist of documents: what the client provides and what staff return. By
 * procedure, and for a creation whose questionnaire is submitted (contract/questionnaire.ts), by
 * country and legal form. Apart from contract/documents.ts, which the collection (and so
 * Payload's admin build) reads: a checklist changes without rebuilding the admin.
 */
import type { DocumentKind, DocumentSource } from './documents'
import type { ProjectType } from './projects'
import { isIndividualForm, type LegalForm } from './questionnaire'

export interface ChecklistEntry {
  kind: DocumentKind
  from: DocumentSource
  /** Optional entries ("if already obtained") never count as missing. */
  required: boolean
  /** Shown under the label, e.g. "si déjà obtenu". */
  hint?: string
}

const client = (kind: DocumentKind, required = true, hint?: string): ChecklistEntry => ({ kind, from: 'client', required, hint })
const staff = (kind: DocumentKind, hint?: string): ChecklistEntry => ({ kind, from: 'staff', required: true, hint })

/** What the client provides and what staff return, by procedure (Algerian formalities first). */
export const DOCUMENT_CHECKLISTS: Record<ProjectType, readonly ChecklistEntry[]> = {
  creation: [
    client('identity'),
    client('address_proof'),
    client('name_certificate', false, 'Si vous l’avez déjà obtenu'),
    client('capital_deposit', false, 'Lorsque le capital a été déposé'),
    staff('statutes'),
    staff('rc_extract'),
    staff('tax_card'),
    staff('nis'),
  ],
  modification: [
    client('identity'),
    client('current_statutes'),
    client('rc_extract'),
    client('partners_decision', false, 'Si elle a déjà été prise'),
    staff('updated_statutes'),
    staff('rc_extract'),
  ],
  domiciliation: [
    client('identity'),
    client('rc_extract', false, 'Si la société est déjà immatriculée'),
    staff('domiciliation_contract'),
    staff('domiciliation_certificate'),
  ],
  dissolution: [
    client('identity'),
    client('current_statutes'),
    client('rc_extract'),
    client('partners_decision'),
    staff('closing_accounts'),
    staff('radiation_certificate'),
  ],
}

/**
 * What decides a project's checklist: its procedure and, for a creation whose questionnaire is
 * submitted, the country (the project's `country`, set on submission) and the legal form.
 */
export interface ChecklistProject {
  type: string
  country?: string | null
  legalForm?: string | null
}

/** Algeria: the CNRC's name certificate, statutes authenticated by a notary, then the register, NIF and NIS. */
function algerianCreation(form: LegalForm | undefined): readonly ChecklistEntry[] {
  if (isIndividualForm(form)) {
    return [
      client('identity'),
      client('address_proof'),
      staff('rc_extract', 'Ou la carte d’auto-entrepreneur'),
      staff('tax_card'),
      staff('nis'),
    ]
  }
  return [
    client('identity'),
    client('address_proof'),
    form === 'spa'
      ? client('capital_deposit', true, 'Délivrée par le notaire ou la banque')
      : client('capital_deposit', false, 'Si le capital est apporté en numéraire'),
    staff('name_certificate', 'Délivré par le CNRC'),
    staff('statutes', 'Rédigés et authentifiés par le notaire'),
    staff('rc_extract'),
    staff('tax_card'),
    staff('nis'),
  ]
}

/** France: capital deposit, statutes, legal notice, beneficial owners, Kbis; a micro-entreprise only registers. */
function frenchCreation(form: LegalForm | undefined): readonly ChecklistEntry[] {
  if (isIndividualForm(form)) {
    return [
      client('identity'),
      client('address_proof'),
      // Every micro-entreprise gets its SIRET from INSEE; only a commercial one also has a Kbis.
      staff('sirene_notice', 'Délivré par l’INSEE après l’immatriculation au guichet unique'),
    ]
  }
  return [
    client('identity'),
    client('address_proof'),
    form === 'autre'
      ? client('capital_deposit', false, 'Si la forme choisie a un capital')
      : client('capital_deposit', true, 'Délivrée par la banque ou le notaire'),
    staff('statutes'),
    staff('legal_notice'),
    staff('beneficial_owners'),
    staff('kbis'),
  ]
}

/** Another country: the papers every creation needs; the adviser adds the country's own. */
const ELSEWHERE_CREATION: readonly ChecklistEntry[] = [
  client('identity'),
  client('address_proof'),
  client('capital_deposit', false, 'Lorsque le capital a été déposé'),
  staff('statutes'),
  staff('rc_extract'),
]

/**
 * The checklist of a project: its procedure's, and for a creation whose questionnaire is
 * submitted, its country's and legal form's. An unknown type has none (only 'other' documents).
 */
export function documentChecklist(project: ChecklistProject): readonly ChecklistEntry[] {
  if (project.type === 'creation' && project.country) {
    const form = project.legalForm as LegalForm | undefined
    if (project.country === 'DZ') return algerianCreation(form)
    if (project.country === 'FR') return frenchCreation(form)
    return ELSEWHERE_CREATION
  }
  return (DOCUMENT_CHECKLISTS as Record<string, readonly ChecklistEntry[]>)[project.type] ?? []
}

/** The kinds one side may send for a project: its checklist entries, and 'other'. Staff may send any kind of the checklist. */
export function allowedDocumentKinds(project: ChecklistProject, from: DocumentSource): DocumentKind[] {
  const kinds = documentChecklist(project)
    .filter((entry) => from === 'staff' || entry.from === 'client')
    .map((entry) => entry.kind)
  return [...new Set([...kinds, 'other' as const])]
}
