import styled from 'styled-components'
import type { ApiBlogPostSummary } from '@/contract/blog'
import { useBlogText } from '../i18n'
import { PostGrid } from '../shared/post-grid'

const Section = styled.section`
  max-width: 72rem;
  margin: 4rem auto 0;
  h2 {
    font-size: 1.5rem;
    margin: 0 0 1.5rem;
  }
`

/** « À lire aussi » under an article (issue 36 item 3): three related articles as the list's cards. */
export function RelatedPosts({ posts }: { posts: ApiBlogPostSummary[] }) {
  const t = useBlogText()
  if (posts.length === 0) return null
  return (
    <Section aria-labelledby="a-lire-aussi">
      <h2 id="a-lire-aussi">{t('article.related')}</h2>
      <PostGrid posts={posts} idPrefix="lire-aussi" />
    </Section>
  )
}
