import { Eye } from 'lucide-react'
import styled from 'styled-components'
import type { ApiBlogPost } from '@/contract/blog'
import { Container } from '@/web/src/components/layouts/brand-header'
import { formatPostDateTime } from '../shared/format'

const Banner = styled.aside`
  background: #fef3c7;
  color: #78350f;
  border-bottom: 1px solid #f59e0b;
  padding: 0.75rem 0;
  font-weight: 600;
  p {
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
    margin: 0;
    line-height: 1.45;
  }
  svg {
    flex: none;
    margin-top: 0.15rem;
  }
  @media print {
    display: none;
  }
`

/** What the preview says of the article's state, in the reader's words. */
export function previewNotice(post: Pick<ApiBlogPost, 'status' | 'publishedAt'>, now = new Date()): string {
  if (post.status === 'archived') return 'Aperçu\u00a0: cet article est archivé, il n’est plus visible sur le blog.'
  if (post.status === 'draft') return 'Aperçu\u00a0: cet article n’est pas encore publié.'
  if (post.publishedAt && new Date(post.publishedAt) > now)
    return `Aperçu\u00a0: cet article sera publié le ${formatPostDateTime(post.publishedAt)}.`
  return 'Aperçu\u00a0: cet article est en ligne, tel que les lecteurs le voient.'
}

/** The band above a preview: says it is one, and what readers see of the article today. French, for staff, on an Arabic article's page too. */
export function PreviewBanner({ post }: { post: ApiBlogPost }) {
  return (
    <Banner aria-label="Aperçu de l’article" lang="fr" dir="ltr">
      <Container>
        <p>
          <Eye size={20} aria-hidden="true" />
          {previewNotice(post)}
        </p>
      </Container>
    </Banner>
  )
}
