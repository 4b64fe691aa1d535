import { Newspaper, SearchX } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import styled from 'styled-components'
import { Container } from '../../components/layouts/brand-header'
import { PublicLayout } from '../../components/layouts/public-layout'
import { JsonLd } from '../../components/seo/json-ld'
import { PageMeta } from '../../components/seo/page-meta'
import { ButtonLink } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { useSiteConfig } from '../../config/site-config'
import type { BlogListData } from './data/loaders'
import { listHref } from './data/list-query'
import { BlogHero } from './list/blog-hero'
import { CategoryFilter } from './list/category-filter'
import { Pagination } from './list/pagination'
import { PostCard } from './list/post-card'
import { SearchForm } from './list/search-form'
import { CompanyCta } from './shared/company-cta'
import { blogStructuredData } from './shared/structured-data'
import { quoted } from '@/contract/french/typography'
import { NewsletterBox } from '../newsletter'

export const BLOG_DESCRIPTION =
  'Conseils, démarches et actualités pour créer et gérer votre entreprise en Algérie et dans le monde francophone.'

const Results = styled.section`
  padding: 2rem 0 4rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 2.5rem 0 5rem;
  }
`

const ResultsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  margin-bottom: 1.5rem;
  h2 {
    font-size: 1.375rem;
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

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

const EmptyBox = styled.div`
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
`

const CtaSpacing = styled.div`
  margin-top: 4rem;
`

/** "Blog", "Blog : Domiciliation", "Blog, page 2": the title of each view of the list. */
const listTitle = (filter: string | undefined, page: number) =>
  `Blog${filter ? `\u00a0: ${filter}` : ''}${page > 1 ? `, page ${page}` : ''}`

const articlesCount = (total: number) => `${total.toLocaleString('fr-FR')} article${total > 1 ? 's' : ''}`

/** /blog (spec 2 §2): search, category filters, the cards, pages. Works without JavaScript. */
export default function BlogListPage() {
  const { posts, categories, query, total, totalPages } = useLoaderData() as BlogListData
  const site = useSiteConfig()
  const category = categories.find((item) => item.slug === query.category)
  const tag = query.tag ? posts.flatMap((post) => post.tags).find((item) => item.slug === query.tag) : undefined
  const filtered = Boolean(query.q || query.category || query.tag)

  const heading = query.q
    ? `Résultats pour ${quoted(query.q)}`
    : category
      ? category.name
      : query.tag
        ? `Tag\u00a0: ${tag?.name ?? query.tag}`
        : 'Derniers articles'

  return (
    <PublicLayout>
      <PageMeta
        title={listTitle(category?.name ?? (query.tag ? (tag?.name ?? query.tag) : undefined), query.page)}
        description={category ? `${category.name}\u00a0: ${BLOG_DESCRIPTION}` : BLOG_DESCRIPTION}
        // Each view of the list (a category, a tag, a page) is its own page for search engines, with
        // its own address; a search's results, and a view with nothing in it, are not indexed.
        path={listHref({ category: query.category, tag: query.tag, page: query.page })}
        noindex={Boolean(query.q) || posts.length === 0}
        rss={{ path: '/blog/rss.xml', title: `Blog ${site.siteName}` }}
        image={site.shareCards?.blog}
        imageAlt={`Blog ${site.siteName}\u00a0: créer et gérer son entreprise`}
      />
      <JsonLd data={blogStructuredData(posts, BLOG_DESCRIPTION, site)} />
      <BlogHero>
        <SearchForm q={query.q} category={query.category} />
        <CategoryFilter categories={categories} active={query.category} q={query.q} />
      </BlogHero>
      <Results aria-labelledby="blog-resultats">
        <Container>
          <ResultsHeader>
            <h2 id="blog-resultats">{heading}</h2>
            {total > 0 ? <p>{articlesCount(total)}</p> : null}
          </ResultsHeader>
          {posts.length > 0 ? (
            <Grid>
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} headingId={`article-${post.id}`} />
                </li>
              ))}
            </Grid>
          ) : (
            <EmptyBox>
              {filtered || query.page > 1 ? (
                <EmptyState
                  icon={<SearchX size={22} />}
                  action={
                    <ButtonLink to={query.q && query.category ? listHref({ category: query.category }) : '/blog'} $variant="secondary">
                      {query.q ? 'Effacer la recherche' : 'Voir tous les articles'}
                    </ButtonLink>
                  }
                >
                  {query.q
                    ? `Aucun article ne correspond à ${quoted(query.q)}${category ? ` dans la catégorie ${category.name}` : ''}. Essayez un autre mot-clé.`
                    : 'Aucun article ici pour le moment.'}
                </EmptyState>
              ) : (
                <EmptyState icon={<Newspaper size={22} />} action={<Link to="/">Découvrir nos services</Link>}>
                  Aucun article publié pour le moment. Nos experts préparent leurs premiers guides&nbsp;: revenez bientôt&#x202f;!
                </EmptyState>
              )}
            </EmptyBox>
          )}
          <Pagination query={query} totalPages={totalPages} />
          <CtaSpacing>
            <NewsletterBox idPrefix="lettre-blog" />
          </CtaSpacing>
          <CtaSpacing>
            <CompanyCta headingId="blog-cta-titre" />
          </CtaSpacing>
        </Container>
      </Results>
    </PublicLayout>
  )
}
