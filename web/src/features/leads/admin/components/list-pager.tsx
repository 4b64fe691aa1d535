import { ChevronLeft, ChevronRight } from 'lucide-react'
import styled from 'styled-components'
import { Button } from '@/web/src/components/ui/button'

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
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

/** Previous / 'Page 2 sur 5' / next, under a list paged on the server. */
export function ListPager({
  label,
  page,
  totalPages,
  onPage,
}: {
  label: string
  page: number
  totalPages: number
  onPage: (page: number) => void
}) {
  if (totalPages <= 1 && page <= 1) return null
  return (
    <Nav aria-label={label}>
      <Button $variant="secondary" onClick={() => onPage(Math.min(page - 1, totalPages))} disabled={page <= 1}>
        <ChevronLeft size={18} aria-hidden="true" />
        Précédente
      </Button>
      <p aria-live="polite">
        Page {page} sur {Math.max(totalPages, 1)}
      </p>
      <Button $variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        Suivante
        <ChevronRight size={18} aria-hidden="true" />
      </Button>
    </Nav>
  )
}
