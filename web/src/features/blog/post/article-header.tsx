import { CalendarDays, Clock3, Eye } from 'lucide-react'
import { Link } from 'react-router'
import styled from 'styled-components'
import type { ApiBlogPost } from '@/contract/blog'
import { authorPath } from '@/contract/blog-authors'
import { Island } from '@/web/src/components/islands/island'
import { useSiteConfig } from '@/web/src/config/site-config'
import { useBlogText } from '../i18n'
import { AuthorName } from '../list/post-card'
import { CategoryBadge } from '../shared/category-badge'
import { authorName, formatPostDateTime, postDate, readingTimeLabel, typeset, viewCountLabel } from '../shared/format'
import { Breadcrumb } from './breadcrumb'
import ShareButton from './share-button'

const Meta = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.25rem;
  margin: 1rem 0 1.25rem;
  padding: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
`

const Title = styled.h1`
  font-size: clamp(1.875rem, 5vw, 2.75rem);
  line-height: 1.15;
  letter-spacing: -0.025em;
  /* Arabic letters join (no tracking) and rise higher (more room between lines), issue 37. */
  &:dir(rtl) {
    letter-spacing: normal;
    line-height: 1.45;
  }
  margin: 0 0 1rem;
  overflow-wrap: break-word;
`

const Lead = styled.p`
  margin: 0 0 1.75rem;
  color: #334155;
  font-size: clamp(1.125rem, 2.4vw, 1.3125rem);
  line-height: 1.6;
`

const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 0;
  border-top: 1px solid #e2e8f0;
  border-bottom: 1px solid #e2e8f0;
`

const Author = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0;
  line-height: 1.3;
  span.avatar {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-weight: 700;
  }
  span.role {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
  strong {
    display: block;
  }
  a {
    color: inherit;
    text-underline-offset: 0.15em;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

/** The article's head: where it sits, when and by whom, its title and lead, and the share button. */
export function ArticleHeader({ post, url }: { post: ApiBlogPost; url: string }) {
  const { siteName } = useSiteConfig()
  const t = useBlogText()
  const { locale } = t
  const date = postDate(post)
  const author = authorName(post.author, siteName, locale)
  const title = typeset(post.title, locale)
  return (
    <header>
      <Breadcrumb title={title} />
      <Meta>
        {post.category ? (
          <li>
            <CategoryBadge category={post.category} />
          </li>
        ) : null}
        <li>
          <CalendarDays size={16} aria-hidden="true" />
          <time dateTime={date}>{formatPostDateTime(date, locale)}</time>
        </li>
        <li>
          <Clock3 size={16} aria-hidden="true" />
          {readingTimeLabel(post.readingTimeMinutes, locale)}
        </li>
        <li>
          <Eye size={16} aria-hidden="true" />
          {viewCountLabel(post.viewCount, locale)}
        </li>
      </Meta>
      <Title id="article-titre">{title}</Title>
      {post.excerpt ? <Lead>{typeset(post.excerpt, locale)}</Lead> : null}
      <Byline>
        <Author>
          <span className="avatar" aria-hidden="true">
            <AuthorName name={initials(author)} />
          </span>
          <span>
            <strong>
              {post.author.slug ? (
                <Link to={authorPath(post.author.slug)}>
                  <AuthorName name={author} />
                </Link>
              ) : (
                <AuthorName name={author} />
              )}
            </strong>
            {author.includes(siteName) ? null : <span className="role">{t('article.role', { siteName })}</span>}
          </span>
        </Author>
        <Island name="share-button" component={ShareButton} props={{ url, title: post.title }} />
      </Byline>
    </header>
  )
}
