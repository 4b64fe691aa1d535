import { Link } from 'react-router'
import styled from 'styled-components'
import type { ApiBlogTag } from '@/contract/blog'
import { listHref } from '../data/list-query'
import { useBlogText } from '../i18n'
import { Isolated } from './isolated'

const List = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  li > * {
    display: inline-flex;
    align-items: center;
    padding: 0.1rem 0.55rem;
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.background};
    color: #334155;
    font-size: 0.8125rem;
    font-weight: 500;
    text-decoration: none;
  }
  li > a {
    min-height: 32px;
    padding: 0.25rem 0.7rem;
  }
  li > a:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`

/**
 * A post's tags. On cards (`max`), the first three then '+N'; on the article, every tag, each
 * a link to the articles that share it.
 */
export function TagList({
  tags,
  max,
  linked = false,
  label,
}: {
  tags: ApiBlogTag[]
  max?: number
  linked?: boolean
  /** 'Tags' unless said otherwise. */
  label?: string
}) {
  const t = useBlogText()
  if (tags.length === 0) return null
  const shown = max === undefined ? tags : tags.slice(0, max)
  const rest = tags.length - shown.length
  return (
    <List aria-label={label ?? t('tags.label')}>
      {shown.map((tag) => (
        <li key={tag.id}>{linked ? <Link to={listHref({ tag: tag.slug })}>{`#${tag.name}`}</Link> : <span>{`#${tag.name}`}</span>}</li>
      ))}
      {rest > 0 ? (
        <li>
          <span
            title={tags
              .slice(shown.length)
              .map((tag) => tag.name)
              .join(', ')}
            aria-label={t('tags.more', { count: rest })}
          >
            <Isolated>{`+${rest}`}</Isolated>
          </span>
        </li>
      ) : null}
    </List>
  )
}
