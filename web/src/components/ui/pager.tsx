import styled from 'styled-components'
import { Button } from './button'
import { DirectionalIcon } from './directional-icon'
import { useUiText } from './i18n'

const Nav = styled.nav`
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

/**
 * Previous / 'Page 2 sur 5' / next under a paged list, the client area's and the back-office's.
 * Nothing when everything fits on one page, except on a page past the end (a list that shrank
 * under a stale address), where 'Précédente' leads back to the last page.
 */
export function Pager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number
  totalPages: number
  onPage: (page: number) => void
  /** The navigation's name ('Pages des paiements'). */
  label: string
}) {
  const t = useUiText()
  if (totalPages <= 1 && page <= 1) return null
  return (
    <Nav aria-label={label}>
      <Button $variant="secondary" onClick={() => onPage(Math.min(page - 1, Math.max(totalPages, 1)))} disabled={page <= 1}>
        <DirectionalIcon icon="chevron-back" size={18} />
        <Word>{t('pager.previous')}</Word>
      </Button>
      <p aria-live="polite">{t('pager.position', { page, total: Math.max(totalPages, 1) })}</p>
      <Button $variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        <Word>{t('pager.next')}</Word>
        <DirectionalIcon icon="chevron-forward" size={18} />
      </Button>
    </Nav>
  )
}
