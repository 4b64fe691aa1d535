import { ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { useBlogText } from '../i18n'

const Nav = styled.nav`
  font-size: 0.875rem;
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    color: ${({ theme }) => theme.colors.muted};
    min-width: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  li:last-child span {
    color: ${({ theme }) => theme.colors.text};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: min(40ch, 60vw);
  }
  svg {
    flex-shrink: 0;
  }
  /* The chevrons point the way one reads (issue 37). */
  svg:dir(rtl) {
    transform: scaleX(-1);
  }
`

/** Accueil › Blog › the article (the same trail as the BreadcrumbList given to search engines). */
export function Breadcrumb({ title }: { title: ReactNode }) {
  const t = useBlogText()
  return (
    <Nav aria-label={t('breadcrumb.label')}>
      <ol>
        <li>
          <Link to="/">{t('breadcrumb.home')}</Link>
          <ChevronRight size={14} aria-hidden="true" />
        </li>
        <li>
          <Link to="/blog">{t('breadcrumb.blog')}</Link>
          <ChevronRight size={14} aria-hidden="true" />
        </li>
        <li>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </Nav>
  )
}
