import { FileQuestion, TriangleAlert } from 'lucide-react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import styled from 'styled-components'
import { blogListPathIn, otherLanguage } from '@/contract/blog'
import { Container } from '../../components/layouts/brand-header'
import { PageMeta } from '../../components/seo/page-meta'
import { ButtonLink } from '../../components/ui/button'
import { useBlogText } from './i18n'
import { PublicLayoutIn } from './shared/public-layout-in'

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

/** What failed: an article, the list, an author's page; each has its 404 and failure texts. */
export type BlogFailure = 'article' | 'list' | 'author'

const TEXTS = {
  article: { failure: 'error.articleFailed', title: 'error.postNotFound', text: 'error.postNotFoundText' },
  list: { failure: 'error.listFailed', title: 'error.postNotFound', text: 'error.postNotFoundText' },
  author: { failure: 'error.authorFailed', title: 'error.authorNotFound', text: 'error.authorNotFoundText' },
} as const

/**
 * What an article's address shows when there is no article to show: 'Article non trouvé' (a
 * 404 status on the server), or 'Erreur lors du chargement de l'article' for any other
 * failure (spec 2 §8), in the page's language. Either way, a way back to the blog. The list
 * and author pages use it too. The language switch leads to the other language's blog.
 */
export function BlogErrorPage({ failure }: { failure: BlogFailure }) {
  const error = useRouteError()
  const t = useBlogText()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const texts = TEXTS[failure]
  const title = notFound ? t(texts.title) : t(texts.failure)
  return (
    <PublicLayoutIn languageHref={blogListPathIn(otherLanguage(t.locale))}>
      <PageMeta title={title} description={title} path="/blog" noindex />
      <Container>
        <Box role={notFound ? undefined : 'alert'}>
          <span className="icon" aria-hidden="true">
            {notFound ? <FileQuestion size={28} /> : <TriangleAlert size={28} />}
          </span>
          <h1>{title}</h1>
          <p>{notFound ? t(texts.text) : t('error.retry')}</p>
          <ButtonLink to="/blog">{t('error.back')}</ButtonLink>
        </Box>
      </Container>
    </PublicLayoutIn>
  )
}
