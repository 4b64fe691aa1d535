import { FileText, FolderOpen } from 'lucide-react'
import styled from 'styled-components'

const Row = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 16rem));
    gap: 1rem;
  }
`

const Tile = styled.li`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  min-width: 0;
  strong {
    display: block;
    font-size: 1.375rem;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9375rem;
  }
`

const Icon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`

const figure = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString('fr-FR'))

/** The header's two counters (spec 2 §2): every article whatever its status, and the categories. */
export function BlogCounters({ posts, categories }: { posts: number | undefined; categories: number | undefined }) {
  return (
    <Row aria-label="Chiffres du blog">
      <Tile>
        <Icon aria-hidden="true">
          <FileText size={20} />
        </Icon>
        <div>
          <strong>{figure(posts)}</strong>
          <span>{posts === 1 ? 'article' : 'articles'}</span>
        </div>
      </Tile>
      <Tile>
        <Icon aria-hidden="true">
          <FolderOpen size={20} />
        </Icon>
        <div>
          <strong>{figure(categories)}</strong>
          <span>{categories === 1 ? 'catégorie' : 'catégories'}</span>
        </div>
      </Tile>
    </Row>
  )
}
