import { ArrowRight, Clock3 } from 'lucide-react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { type ApiBlogPostSummary, CARD_EXCERPT_FALLBACK, CARD_TAGS_MAX } from '@/contract/blog'
import { authorPath } from '@/contract/blog-authors'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { useSiteConfig } from '@/web/src/config/site-config'
import { useBlogText } from '../i18n'
import { CategoryBadge } from '../shared/category-badge'
import { CoverImage } from '../shared/cover-image'
import { Isolated } from '../shared/isolated'
import { authorName, formatPostDate, postDate, readingTimeLabel, typeset } from '../shared/format'
import { postPath } from '../shared/structured-data'
import { TagList } from '../shared/tag-list'

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid #e2e8f0;
  box-shadow: ${({ theme }) => theme.shadow};
  transition:
    box-shadow 160ms ease-out,
    transform 160ms ease-out;
  &:hover {
    box-shadow:
      0 2px 4px rgba(15, 23, 42, 0.06),
      0 12px 32px rgba(15, 23, 42, 0.1);
    transform: translateY(-2px);
  }
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  flex: 1;
  padding: 1.25rem 1.25rem 1.5rem;
`

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`

const Title = styled.h3`
  font-size: 1.1875rem;
  line-height: 1.35;
  letter-spacing: -0.01em;
  /* Arabic letters join: no tracking on right-to-left pages (issue 37). */
  &:dir(rtl) {
    letter-spacing: normal;
  }
  margin: 0;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`

const Excerpt = styled.p`
  margin: 0;
  color: #334155;
  font-size: 0.9688rem;
  line-height: 1.6;
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
`

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: auto;
  padding-top: 0.75rem;
  border-top: 1px solid #e2e8f0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  span.time {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 44px;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  /* The arrow points the way one reads (issue 37). */
  a svg:dir(rtl) {
    transform: scaleX(-1);
  }
`

const Author = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 500;
  a {
    color: inherit;
    text-underline-offset: 0.15em;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`

/** The grid (blog-list-page.tsx): one column on phones, two from 768 px, three from 1024 px in a container of about 1200 px. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw'

/** A person's name as typed (often in Latin letters), isolated inside Arabic text (issue 37). */
export const AuthorName = ({ name }: { name: string }) => <Isolated>{name}</Isolated>

/** The card text: the excerpt, else the first 200 characters of the article (spec 2 §9). */
export const cardExcerpt = (post: ApiBlogPostSummary) => post.excerpt || post.contentPreview.slice(0, CARD_EXCERPT_FALLBACK)

/** One article in the /blog grid (spec 2 §2). */
export function PostCard({ post, headingId }: { post: ApiBlogPostSummary; headingId: string }) {
  const { siteName } = useSiteConfig()
  const t = useBlogText()
  const { locale } = t
  const href = postPath(post.slug)
  const date = postDate(post)
  const author = authorName(post.author, siteName, locale)
  return (
    <Card aria-labelledby={headingId}>
      <CoverImage src={post.featuredImageUrl} media={post.featuredImage} sizes={CARD_IMAGE_SIZES} color={post.category?.color} />
      <Body>
        <Meta>
          {post.category ? <CategoryBadge category={post.category} /> : null}
          <time dateTime={date}>{formatPostDate(date, locale)}</time>
        </Meta>
        <Title id={headingId}>
          <Link to={href}>{typeset(post.title, locale)}</Link>
        </Title>
        <Excerpt>{typeset(cardExcerpt(post), locale)}</Excerpt>
        <TagList tags={post.tags} max={CARD_TAGS_MAX} />
        <Author>
          {t('card.by')}{' '}
          {post.author.slug ? (
            <Link to={authorPath(post.author.slug)}>
              <AuthorName name={author} />
            </Link>
          ) : (
            <AuthorName name={author} />
          )}
        </Author>
        <Footer>
          <span className="time">
            <Clock3 size={16} aria-hidden="true" />
            {readingTimeLabel(post.readingTimeMinutes, locale)}
          </span>
          <Link to={href}>
            {t('card.read')}
            <VisuallyHidden>{t('card.readTitle', { title: post.title })}</VisuallyHidden>
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </Footer>
      </Body>
    </Card>
  )
}
