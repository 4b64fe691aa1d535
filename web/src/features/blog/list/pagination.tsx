import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { type BlogListQuery, listHref } from '../data/list-query'
import { useBlogText } from '../i18n'

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  margin-top: 3rem;
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.3rem;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.85rem;
    border-radius: ${({ theme }) => theme.radius};
    font-weight: 600;
    text-decoration: none;
  }
  a {
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  /* Previous and next point the way one reads (issue 37). */
  a[rel] svg:dir(rtl) {
    transform: scaleX(-1);
  }
  span.gap {
    min-width: auto;
    padding: 0 0.25rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

/** Page numbers to show: the first, the last, and two around the current one. */
function pageNumbers(page: number, totalPages: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = []
  for (let n = 1; n <= totalPages; n++) {
    if (n === 1 || n === totalPages || Math.abs(n - page) <= 1) pages.push(n)
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap')
  }
  return pages
}

/** Links to the other pages of the list, keeping the search and the category (or to `href`'s pages: an author's). */
export function Pagination({
  query,
  totalPages,
  href,
}: {
  query: Pick<BlogListQuery, 'page'> & Partial<BlogListQuery>
  totalPages: number
  href?: (page: number) => string
}) {
  const t = useBlogText()
  if (totalPages <= 1) return null
  const { page } = query
  const to = href ?? ((n: number) => listHref({ ...query, page: n }))
  return (
    <Nav aria-label={t('pages.label')}>
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev">
          <ChevronLeft size={18} aria-hidden="true" />
          {t('pages.previous')}
        </Link>
      ) : null}
      {pageNumbers(page, totalPages).map((n, index) =>
        n === 'gap' ? (
          <span key={`gap-${index}`} className="gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link key={n} to={to(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('pages.page', { page: n })}>
            {n}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link to={to(page + 1)} rel="next">
          {t('pages.next')}
          <ChevronRight size={18} aria-hidden="true" />
        </Link>
      ) : null}
    </Nav>
  )
}
