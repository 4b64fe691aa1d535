import { FileQuestion, TriangleAlert } from 'lucide-react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import styled from 'styled-components'
import { Container } from '../../components/layouts/brand-header'
import { PublicLayout } from '../../components/layouts/public-layout'
import { PageMeta } from '../../components/seo/page-meta'
import { ButtonLink } from '../../components/ui/button'
import { POST_NOT_FOUND } from './data/loaders'

const Box = styled.section`
  max-width: 36rem;
  margin: 0 auto;
  padding: 5rem 0 6rem;
  text-align: center;
  span.icon {
    display: inline-grid;
    place-items: center;
    width: 4rem;
    height: 4rem;
    margin-bottom: 1.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.25rem);
    margin: 0 0 0.75rem;
  }
  p {
    margin: 0 0 2rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 1.0625rem;
  }
`

/**
 * What an article's address shows when there is no article to show: 'Article non trouvé' (a
 * 404 status on the server), or 'Erreur lors du chargement de l'article' for any other
 * failure (spec 2 §8). Either way, a way back to the blog. The list page uses it too.
 */
export function BlogErrorPage({
  failure,
  missing = { title: POST_NOT_FOUND, text: 'Cet article n’existe pas ou n’est plus en ligne. Retrouvez tous nos guides sur le blog.' },
}: {
  failure: string
  /** What a 404 says (an author's page says its own). */
  missing?: { title: string; text: string }
}) {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const title = notFound ? missing.title : failure
  return (
    <PublicLayout>
      <PageMeta title={title} description={title} path="/blog" noindex />
      <Container>
        <Box role={notFound ? undefined : 'alert'}>
          <span className="icon" aria-hidden="true">
            {notFound ? <FileQuestion size={28} /> : <TriangleAlert size={28} />}
          </span>
          <h1>{title}</h1>
          <p>
            {notFound
              ? missing.text
              : 'Réessayez dans un instant. Si le problème persiste, nos autres articles restent disponibles sur le blog.'}
          </p>
          <ButtonLink to="/blog">Retour au blog</ButtonLink>
        </Box>
      </Container>
    </PublicLayout>
  )
}

export const ARTICLE_LOAD_FAILED = 'Erreur lors du chargement de l’article'
export const LIST_LOAD_FAILED = 'Erreur lors du chargement des articles'
