import { ArrowLeft } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import styled from 'styled-components'
import { BLOG_FEED_PATHS, blogListPathIn, otherLanguage } from '@/contract/blog'
import { localizedPath } from '@/contract/i18n/locales'
import { Container } from '@/web/src/components/layouts/brand-header'
import { JsonLd } from '@/web/src/components/seo/json-ld'
import { PageMeta } from '@/web/src/components/seo/page-meta'
import { useSiteConfig } from '@/web/src/config/site-config'
import { useBlogText } from '../i18n'
import { AuthorName } from '../list/post-card'
import { Pagination } from '../list/pagination'
import { Breadcrumb } from '../post/breadcrumb'
import { authorName, typeset } from '../shared/format'
import { PublicLayoutIn } from '../shared/public-layout-in'
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
    /* Arabic letters join: no tracking on right-to-left pages (issue 37). */
    &:dir(rtl) {
      letter-spacing: normal;
    }
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
  /* "Back" points to where one starts reading: the right in Arabic (issue 37). */
  svg:dir(rtl) {
    transform: scaleX(-1);
  }
`

const None = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`

/**
 * /blog/auteur/{slug} (issue 36 item 3), and /ar/blog/auteur/{slug} with their Arabic articles
 * (issue 37): who writes, and what they wrote; all in the server's HTML. The bio is written in
 * French only (one field): the Arabic page leaves it out.
 */
export default function AuthorPage() {
  const { author, posts, page, total, totalPages, languages } = useLoaderData() as AuthorPageData
  const site = useSiteConfig()
  const t = useBlogText()
  const { locale } = t
  const name = authorName(author, site.siteName, locale)
  const bio = locale === 'fr' && author.bio ? typeset(author.bio, locale) : null
  const description = bio ?? t('author.description', { name, siteName: site.siteName })
  const other = otherLanguage(locale)
  const path = authorPageHref(author.slug, page)
  // Their page in the other language is worth naming when they wrote there.
  const both = page === 1 && languages.includes(other)
  return (
    <PublicLayoutIn languageHref={languages.includes(other) ? localizedPath(authorPageHref(author.slug, 1), other) : blogListPathIn(other)}>
      <PageMeta
        title={page > 1 ? t('author.metaTitlePage', { name, page }) : t('author.metaTitle', { name })}
        description={description}
        path={path}
        alternates={both ? undefined : { [locale]: localizedPath(path, locale) }}
        // A page past the last one, or a language they have not written in, lists nothing: not for search engines.
        noindex={posts.length === 0}
        type="profile"
        image={site.shareCards?.blog}
        imageAlt={t('list.imageAlt', { siteName: site.siteName })}
        rss={{ path: BLOG_FEED_PATHS[locale], title: t('list.rssTitle', { siteName: site.siteName }) }}
      />
      <JsonLd data={authorStructuredData(author, posts, site, locale)} />
      <Page>
        <Container>
          <Breadcrumb title={<AuthorName name={name} />} />
          <Profile aria-labelledby="auteur-nom">
            <AuthorPhoto photo={author.photo} name={name} alt={locale === 'fr' ? undefined : t('author.photoAlt', { name })} />
            <div>
              <h1 id="auteur-nom">
                <AuthorName name={name} />
              </h1>
              <p className="role">{t('author.role', { siteName: site.siteName })}</p>
              {bio ? <p className="bio">{bio}</p> : null}
            </div>
          </Profile>
          <Articles aria-labelledby="auteur-articles">
            <h2 id="auteur-articles">{t('author.articles', { count: total })}</h2>
            {posts.length === 0 && page === 1 ? <None>{t('author.none')}</None> : null}
            <PostGrid posts={posts} idPrefix="auteur-article" />
            <Pagination query={{ page }} totalPages={totalPages} href={(n) => authorPageHref(author.slug, n)} />
          </Articles>
          <Back to="/blog">
            <ArrowLeft size={18} aria-hidden="true" />
            {t('article.back')}
          </Back>
        </Container>
      </Page>
    </PublicLayoutIn>
  )
}
