import { Newspaper, SearchX } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import styled from 'styled-components'
import { Container } from '../../components/layouts/brand-header'
import { JsonLd } from '../../components/seo/json-ld'
import { PageMeta } from '../../components/seo/page-meta'
import { ButtonLink } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { useSiteConfig } from '../../config/site-config'
import { BLOG_FEED_PATHS, blogListPathIn, otherLanguage } from '@/contract/blog'
import { localizedPath } from '@/contract/i18n/locales'
import type { BlogListData } from './data/loaders'
import { listHref } from './data/list-query'
import { useBlogText } from './i18n'
import { BlogHero } from './list/blog-hero'
import { CategoryFilter } from './list/category-filter'
import { Pagination } from './list/pagination'
import { SearchForm } from './list/search-form'
import { CompanyCta } from './shared/company-cta'
import { PostGrid } from './shared/post-grid'
import { blogStructuredData } from './shared/structured-data'
import { NewsletterBox } from '../newsletter'
import { PublicLayoutIn } from './shared/public-layout-in'

/** The French list's description (spec 2 §9); the Arabic one is in the catalogue. */
export const BLOG_DESCRIPTION = useBlogText.in('fr')('list.description')

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

const EmptyBox = styled.div`
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
`

const CtaSpacing = styled.div`
  margin-top: 4rem;
`

/**
 * /blog (spec 2 §2) and /ar/blog (issue 37: the Arabic articles, the same page in Arabic):
 * search, category filters, the cards, pages. Works without JavaScript.
 */
export default function BlogListPage() {
  const { posts, categories, query, total, totalPages } = useLoaderData() as BlogListData
  const site = useSiteConfig()
  const t = useBlogText()
  const { locale } = t
  const category = categories.find((item) => item.slug === query.category)
  const tag = query.tag ? posts.flatMap((post) => post.tags).find((item) => item.slug === query.tag) : undefined
  const filtered = Boolean(query.q || query.category || query.tag)
  // The searched words, as typed: isolated inside Arabic text (French writes one plain text, as before).
  const searched = (key: 'list.headingResults' | 'list.noMatch' | 'list.noMatchInCategory', values: Record<string, string> = {}) =>
    locale === 'ar' ? t.rich(key, {}, { ...values, q: <bdi>{query.q}</bdi> }) : t(key, { ...values, q: query.q })
  const description = t('list.description')

  const heading = query.q
    ? searched('list.headingResults')
    : category
      ? category.name
      : query.tag
        ? t('list.headingTag', { tag: tag?.name ?? query.tag })
        : t('list.headingLatest')
  // "Blog", "Blog : Domiciliation", "Blog, page 2": the title of each view of the list.
  const filterName = category?.name ?? (query.tag ? (tag?.name ?? query.tag) : undefined)
  const baseTitle = filterName ? t('list.metaTitleFiltered', { filter: filterName }) : t('list.metaTitle')
  const title = query.page > 1 ? t('list.metaTitlePage', { title: baseTitle, page: query.page }) : baseTitle
  // Categories, tags and searches are each language's own: a filtered view's other language is that language's blog.
  const other = otherLanguage(locale)
  const bothLanguages = !filtered && query.page === 1
  const path = listHref({ category: query.category, tag: query.tag, page: query.page })

  return (
    <PublicLayoutIn languageHref={bothLanguages ? undefined : blogListPathIn(other)}>
      <PageMeta
        title={title}
        description={category ? t('list.categoryDescription', { category: category.name, description }) : description}
        // Each view of the list (a category, a tag, a page) is its own page for search engines, with
        // its own address; a search's results, and a view with nothing in it, are not indexed.
        path={path}
        // The first page exists in both languages; any other view only in its own.
        alternates={bothLanguages ? undefined : { [locale]: localizedPath(path, locale) }}
        noindex={Boolean(query.q) || posts.length === 0}
        rss={{ path: BLOG_FEED_PATHS[locale], title: t('list.rssTitle', { siteName: site.siteName }) }}
        image={site.shareCards?.blog}
        imageAlt={t('list.imageAlt', { siteName: site.siteName })}
      />
      <JsonLd data={blogStructuredData(posts, description, site, locale)} />
      <BlogHero>
        <SearchForm q={query.q} category={query.category} />
        <CategoryFilter categories={categories} active={query.category} q={query.q} />
      </BlogHero>
      <Results aria-labelledby="blog-resultats">
        <Container>
          <ResultsHeader>
            <h2 id="blog-resultats">{heading}</h2>
            {total > 0 ? <p>{t('list.count', { count: total })}</p> : null}
          </ResultsHeader>
          {posts.length > 0 ? (
            <PostGrid posts={posts} idPrefix="article" />
          ) : (
            <EmptyBox>
              {filtered || query.page > 1 ? (
                <EmptyState
                  icon={<SearchX size={22} />}
                  action={
                    <ButtonLink to={query.q && query.category ? listHref({ category: query.category }) : '/blog'} $variant="secondary">
                      {query.q ? t('list.clearSearch') : t('list.seeAll')}
                    </ButtonLink>
                  }
                >
                  {query.q
                    ? category
                      ? searched('list.noMatchInCategory', { category: category.name })
                      : searched('list.noMatch')
                    : t('list.nothingHere')}
                </EmptyState>
              ) : (
                <EmptyState icon={<Newspaper size={22} />} action={<Link to="/">{t('list.discover')}</Link>}>
                  {t('list.empty')}
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
    </PublicLayoutIn>
  )
}
