import { Link } from 'react-router'
import styled from 'styled-components'
import type { ApiBlogCategory } from '@/contract/blog'
import { listHref } from '../data/list-query'
import { useBlogText } from '../i18n'

const List = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.45rem;
    min-height: 44px;
    padding: 0 1rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    font-size: 0.9375rem;
    text-decoration: none;
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
  a span.dot {
    width: 0.55rem;
    height: 0.55rem;
    border-radius: 50%;
    border: 1px solid rgba(255, 255, 255, 0.8);
  }
`

/**
 * 'Tous' plus one link per category (spec 2 §2): links, so filtering works without JavaScript
 * and each filtered list has its own address. A search in progress is kept. Categories without
 * a published article are left out.
 */
export function CategoryFilter({ categories, active, q }: { categories: ApiBlogCategory[]; active: string; q: string }) {
  const t = useBlogText()
  // A category with no published article would only lead to an empty page.
  const shown = categories.filter((category) => category.postCount > 0 || category.slug === active)
  if (shown.length === 0) return null
  return (
    <nav aria-label={t('filter.label')}>
      <List>
        <li>
          <Link to={listHref({ q })} aria-current={active ? undefined : 'page'}>
            {t('filter.all')}
          </Link>
        </li>
        {shown.map((category) => (
          <li key={category.id}>
            <Link to={listHref({ q, category: category.slug })} aria-current={active === category.slug ? 'page' : undefined}>
              <span className="dot" style={{ background: category.color }} aria-hidden="true" />
              {category.name}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  )
}
