import { describe, expect, it } from 'vitest'
import { DOCUMENT_KINDS, missingClientDocuments } from '@/contract/documents'
import { COMPANY_COUNTRIES, PROJECT_TYPES, progressFromCounts, projectProgress } from '@/contract/projects'
import { LEGAL_FORMS_BY_COUNTRY } from '@/contract/questionnaire'
import { buildChecklist, documentCounters } from './document-reads'

describe('list counters read from counts', () => {
  it('count the missing papers as the checklist does, for every procedure, country and legal form, and any papers provided', () => {
    const projects = [
      ...PROJECT_TYPES.map((type) => ({ type })),
      ...COMPANY_COUNTRIES.flatMap((country) =>
        LEGAL_FORMS_BY_COUNTRY[country].map((legalForm) => ({ type: 'creation', country, legalForm })),
      ),
    ]
    for (const project of projects) {
      for (let size = 0; size <= DOCUMENT_KINDS.length; size += 3) {
        const kinds = DOCUMENT_KINDS.slice(size, size + 4)
        const checklist = buildChecklist(
          project,
          kinds.map((kind) => ({ kind, from: 'client' as const, status: 'submitted' as const })),
        )
        expect(documentCounters(project, kinds, 2)).toEqual({ missing: missingClientDocuments(checklist), toReview: 2 })
      }
    }
  })

  it('keep listing a document whose kind left the checklist, as optional', () => {
    const sarl = { type: 'creation', country: 'DZ', legalForm: 'sarl' }
    const sasu = { type: 'creation', country: 'FR', legalForm: 'sasu' }
    const documents = [
      { kind: 'nis' as const, from: 'staff' as const, status: 'accepted' as const },
      { kind: 'identity' as const, from: 'client' as const, status: 'submitted' as const },
    ]
    expect(buildChecklist(sarl, documents).filter((item) => item.kind === 'nis')).toHaveLength(1)
    const french = buildChecklist(sasu, documents)
    expect(french.find((item) => item.kind === 'nis')).toMatchObject({ from: 'staff', required: false, provided: true })
    expect(french.map((item) => item.kind)).toEqual([
      'identity',
      'address_proof',
      'capital_deposit',
      'statutes',
      'legal_notice',
      'beneficial_owners',
      'kbis',
      'nis',
    ])
  })

  it('give the progress the steps give', () => {
    const steps = [{ status: 'completed' }, { status: 'cancelled' }, { status: 'pending' }, { status: 'completed' }]
    expect(progressFromCounts('in_progress', 2, 3)).toBe(projectProgress('in_progress', steps))
    for (const status of ['pending', 'in_progress', 'completed']) {
      expect(progressFromCounts(status, 0, 0)).toBe(projectProgress(status, [{ status: 'cancelled' }]))
    }
  })
})
