import { ChevronLeft, ChevronRight } from 'lucide-react'
import styled from 'styled-components'
import { Button } from '@/web/src/components/ui/button'

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 1.5rem;
  p {
    margin: 0;
    min-width: 7rem;
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
`

/** The button's word: read by screen readers everywhere, shown from 480 px (phones get the arrows, on one line). */
const Word = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`

export function PaymentsPager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null
  return (
    <Pager aria-label="Pages des paiements">
      <Button $variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft size={18} aria-hidden="true" />
        <Word>Précédente</Word>
      </Button>
      <p aria-live="polite">
        Page {page} sur {totalPages}
      </p>
      <Button $variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        <Word>Suivante</Word>
        <ChevronRight size={18} aria-hidden="true" />
      </Button>
    </Pager>
  )
}
