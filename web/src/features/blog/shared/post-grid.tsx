import styled from 'styled-components'
import type { ApiBlogPostSummary } from '@/contract/blog'
import { PostCard } from '../list/post-card'

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

/** The cards of articles, one way everywhere: the blog list (/blog, /ar/blog), an author’s articles, « À lire aussi »; `idPrefix` keeps their heading ids apart. */
export function PostGrid({ posts, idPrefix }: { posts: ApiBlogPostSummary[]; idPrefix: string }) {
  return (
    <Grid>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingId={`${idPrefix}-${post.id}`} />
        </li>
      ))}
    </Grid>
  )
}
