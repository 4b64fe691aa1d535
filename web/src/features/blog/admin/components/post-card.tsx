import { CalendarDays, ExternalLink, Eye, Pencil, ScanEye, Trash2, UserRound } from 'lucide-react'
import styled from 'styled-components'
import { type ApiBlogPostSummary, blogPreviewPath } from '@/contract/blog'
import { Badge } from '@/web/src/components/ui/badge'
import { Button, ButtonAnchor, ButtonLink } from '@/web/src/components/ui/button'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { formatDateTime } from '@/contract/french/dates'
import { ColourBadge } from './colour-badge'
import { PostStatusBadge } from './post-status-badge'

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1.125rem;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    column-gap: 1.5rem;
    padding: 1.25rem 1.5rem;
  }
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
`

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`

const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  a,
  button {
    flex: 1 1 auto;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-wrap: nowrap;
    a,
    button {
      flex: none;
    }
  }
`

/** Published posts carry their publication date; the others, when they were last edited. */
const dateLine = (post: ApiBlogPostSummary) =>
  post.status === 'published' && post.publishedAt
    ? `Publié le ${formatDateTime(post.publishedAt)}`
    : `Modifié le ${formatDateTime(post.updatedAt)}`

/** Readers see it today: published and its date come (a scheduled one is previewed). */
const isPublic = (post: ApiBlogPostSummary) =>
  post.status === 'published' && (!post.publishedAt || new Date(post.publishedAt) <= new Date())

const views = (count: number) => `${count.toLocaleString('fr-FR')} vue${count > 1 ? 's' : ''}`

/** One article of the back-office list (spec 2 §2): badges, title, author, date, views, and its actions. */
export function PostCard({ post, onDelete }: { post: ApiBlogPostSummary; onDelete: (post: ApiBlogPostSummary) => void }) {
  const author = `${post.author.firstName} ${post.author.lastName}`.trim() || 'Auteur inconnu'
  return (
    <Item>
      <Body>
        <Badges>
          <PostStatusBadge status={post.status} />
          {/* Issue 37: an Arabic article says so (French is the blog's default). */}
          {post.language === 'ar' ? <Badge $tone="neutral">Arabe</Badge> : null}
          {post.category ? <ColourBadge colour={post.category.color}>{post.category.name}</ColourBadge> : null}
        </Badges>
        <h3 lang={post.language === 'ar' ? 'ar' : undefined} dir="auto">
          {post.title}
        </h3>
        <Facts>
          <li>
            <UserRound size={16} aria-hidden="true" />
            {author}
          </li>
          <li>
            <CalendarDays size={16} aria-hidden="true" />
            {dateLine(post)}
          </li>
          <li>
            <Eye size={16} aria-hidden="true" />
            {views(post.viewCount)}
          </li>
        </Facts>
      </Body>
      <Actions>
        {post.status === 'published' ? (
          <ButtonAnchor href={`/blog/${post.slug}`} target="_blank" rel="noopener" $variant="secondary">
            <ExternalLink size={18} aria-hidden="true" />
            Voir
            <VisuallyHidden> l’article «&nbsp;{post.title}&nbsp;» (nouvel onglet)</VisuallyHidden>
          </ButtonAnchor>
        ) : null}
        {!isPublic(post) ? (
          <ButtonAnchor href={blogPreviewPath(post.id)} target="_blank" rel="noopener" $variant="secondary">
            <ScanEye size={18} aria-hidden="true" />
            Prévisualiser
            <VisuallyHidden> l’article «&nbsp;{post.title}&nbsp;» (nouvel onglet)</VisuallyHidden>
          </ButtonAnchor>
        ) : null}
        <ButtonLink to={`/admin/blog/edit/${post.id}`} $variant="secondary">
          <Pencil size={18} aria-hidden="true" />
          Modifier
          <VisuallyHidden> l’article «&nbsp;{post.title}&nbsp;»</VisuallyHidden>
        </ButtonLink>
        <Button $variant="secondary" onClick={() => onDelete(post)}>
          <Trash2 size={18} aria-hidden="true" />
          Supprimer
          <VisuallyHidden> l’article «&nbsp;{post.title}&nbsp;»</VisuallyHidden>
        </Button>
      </Actions>
    </Item>
  )
}
