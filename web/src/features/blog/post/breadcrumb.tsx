import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import styled from 'styled-components'

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
`

/** Accueil › Blog › the article (the same trail as the BreadcrumbList given to search engines). */
export function Breadcrumb({ title }: { title: string }) {
  return (
    <Nav aria-label="Fil d’Ariane">
      <ol>
        <li>
          <Link to="/">Accueil</Link>
          <ChevronRight size={14} aria-hidden="true" />
        </li>
        <li>
          <Link to="/blog">Blog</Link>
          <ChevronRight size={14} aria-hidden="true" />
        </li>
        <li>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </Nav>
  )
}
