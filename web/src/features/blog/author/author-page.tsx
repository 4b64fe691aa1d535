import { ArrowLeft } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import styled from 'styled-components'
import { frenchText } from '@/contract/french/typography'
import { Container } from '@/web/src/components/layouts/brand-header'
import { PublicLayout } from '@/web/src/components/layouts/public-layout'
import { JsonLd } from '@/web/src/components/seo/json-ld'
import { PageMeta } from '@/web/src/components/seo/page-meta'
import { useSiteConfig } from '@/web/src/config/site-config'
import { Pagination } from '../list/pagination'
import { Breadcrumb } from '../post/breadcrumb'
import { authorName } from '../shared/format'
import { PostGrid } from '../shared/post-grid'
import { authorStructuredData } from '../shared/structured-data'
import { type AuthorPageData, authorPageHref } from './author-loader'
import { AuthorPhoto } from './author-photo'

const Page = styled.div`
  padding: 1rem 0 4rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 1.5rem 0 5rem;
  }
`

const Profile = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 1.25rem;
  margin: 1rem 0 3rem;
  padding: 1.5rem;
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid #e2e8f0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-direction: row;
    align-items: center;
    gap: 2rem;
    padding: 2rem 2.5rem;
  }
  h1 {
    margin: 0 0 0.25rem;
    font-size: clamp(1.75rem, 4vw, 2.25rem);
    letter-spacing: -0.02em;
  }
  p.role {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  p.bio {
    margin: 0;
    max-width: 60ch;
    color: #334155;
    font-size: 1.0625rem;
    line-height: 1.6;
  }
`

const Articles = styled.section`
  h2 {
    font-size: 1.375rem;
    margin: 0 0 1.5rem;
  }
`

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  margin-top: 2.5rem;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

const articlesCount = (total: number) => `${total.toLocaleString('fr-FR')}\u00a0article${total > 1 ? 's' : ''}`

/** /blog/auteur/{slug} (issue 36 item 3): who writes, and what they wrote; all in the server's HTML. */
export default function AuthorPage() {
  const { author, posts, page, total, totalPages } = useLoaderData() as AuthorPageData
  const site = useSiteConfig()
  const name = authorName(author, site.siteName)
  const description = author.bio ? frenchText(author.bio) : `Les articles de ${name} sur le blog ${site.siteName}.`
  return (
    <PublicLayout>
      <PageMeta
        title={`${name}, auteur du blog${page > 1 ? `, page ${page}` : ''}`}
        description={description}
        path={authorPageHref(author.slug, page)}
        // A page past the last one lists nothing: not for search engines.
        noindex={posts.length === 0}
        type="profile"
        image={site.shareCards?.blog}
        imageAlt={`Blog ${site.siteName}\u00a0: créer et gérer son entreprise`}
        rss={{ path: '/blog/rss.xml', title: `Blog ${site.siteName}` }}
      />
      <JsonLd data={authorStructuredData(author, posts, site)} />
      <Page>
        <Container>
          <Breadcrumb title={name} />
          <Profile aria-labelledby="auteur-nom">
            <AuthorPhoto photo={author.photo} name={name} />
            <div>
              <h1 id="auteur-nom">{name}</h1>
              <p className="role">{`Auteur du blog ${site.siteName}`}</p>
              {author.bio ? <p className="bio">{frenchText(author.bio)}</p> : null}
            </div>
          </Profile>
          <Articles aria-labelledby="auteur-articles">
            <h2 id="auteur-articles">{`Ses articles (${articlesCount(total)})`}</h2>
            <PostGrid posts={posts} idPrefix="auteur-article" />
            <Pagination query={{ page }} totalPages={totalPages} href={(n) => authorPageHref(author.slug, n)} />
          </Articles>
          <Back to="/blog">
            <ArrowLeft size={18} aria-hidden="true" />
            Tous les articles du blog
          </Back>
        </Container>
      </Page>
    </PublicLayout>
  )
}
