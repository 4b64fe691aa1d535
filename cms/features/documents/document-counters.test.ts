import { describe, expect, it } from 'vitest'
import { DOCUMENT_KINDS, missingClientDocuments } from '@/contract/documents'
import { PROJECT_TYPES, progressFromCounts, projectProgress } from '@/contract/projects'
import { buildChecklist, documentCounters } from './document-reads'

describe('list counters read from counts', () => {
  it('count the missing papers as the checklist does, for every procedure and any papers provided', () => {
    for (const type of PROJECT_TYPES) {
      for (let size = 0; size <= DOCUMENT_KINDS.length; size += 3) {
        const kinds = DOCUMENT_KINDS.slice(size, size + 4)
        const checklist = buildChecklist(
          type,
          kinds.map((kind) => ({ kind, from: 'client' as const, status: 'submitted' as const })),
        )
        expect(documentCounters(type, kinds, 2)).toEqual({ missing: missingClientDocuments(checklist), toReview: 2 })
      }
    }
  })

  it('give the progress the steps give', () => {
    const steps = [{ status: 'completed' }, { status: 'cancelled' }, { status: 'pending' }, { status: 'completed' }]
    expect(progressFromCounts('in_progress', 2, 3)).toBe(projectProgress('in_progress', steps))
    for (const status of ['pending', 'in_progress', 'completed']) {
      expect(progressFromCounts(status, 0, 0)).toBe(projectProgress(status, [{ status: 'cancelled' }]))
    }
  })
})
