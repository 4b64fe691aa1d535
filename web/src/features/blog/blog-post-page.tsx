import { ArrowLeft } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import styled from 'styled-components'
import { BLOG_FEED_PATHS, blogListPathIn, blogPostPathIn, otherLanguage } from '@/contract/blog'
import { textDirection } from '@/contract/i18n/locales'
import { Container } from '../../components/layouts/brand-header'
import { JsonLd } from '../../components/seo/json-ld'
import { PageMeta } from '../../components/seo/page-meta'
import { useSiteConfig } from '../../config/site-config'
import type { BlogPostData } from './data/loaders'
import { useBlogText } from './i18n'
import { ArticleHeader } from './post/article-header'
import { Prose } from './post/prose'
import { RelatedPosts } from './post/related-posts'
import { CompanyCta } from './shared/company-cta'
import { CoverImage } from './shared/cover-image'
import { postDate, typeset } from './shared/format'
import { PublicLayoutIn } from './shared/public-layout-in'
import { breadcrumbStructuredData, postPath, postStructuredData } from './shared/structured-data'
import { TagList } from './shared/tag-list'
import { NewsletterBox } from '../newsletter'

const Page = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  padding: 1rem 0 4rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 1.5rem 0 5rem;
  }
`

/** The reading column: about 70 characters a line. */
const Column = styled.div`
  max-width: 46rem;
  margin: 0 auto;
`

const Cover = styled.figure`
  max-width: 60rem;
  margin: 2rem auto 2.5rem;
  border-radius: 16px;
  overflow: hidden;
`

const Body = styled(Column)`
  margin-top: 2rem;
`

const Footer = styled.footer`
  margin-top: 2.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid #e2e8f0;
  h2 {
    font-size: 1rem;
    margin: 0 0 0.75rem;
  }
`

const Cta = styled.div`
  max-width: 60rem;
  margin: 3.5rem auto 0;
`

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  margin-top: 2rem;
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

/** The article in the other language (issue 37), under the byline: its title, in its own language and direction. */
const Translation = styled.p`
  margin: 1.25rem 0 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  a {
    /* The other language's title, a unit in its own direction. */
    display: inline-block;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`

/**
 * /blog/{slug} (spec 2 §2) and /ar/blog/{slug} for an Arabic article (issue 37): the article,
 * its head tags and structured data, all in the server's HTML. Its hreflang alternates name the
 * versions that exist: itself, and its translation when there is a public one, where the
 * language switch then leads (else to the other language's blog).
 */
export default function BlogPostPage() {
  const { post } = useLoaderData() as BlogPostData
  const site = useSiteConfig()
  const t = useBlogText()
  const { locale } = t
  const path = postPath(post.slug)
  const description = post.metaDescription || post.excerpt || post.contentPreview
  const { translation } = post
  const translationPath = translation ? blogPostPathIn(translation.language, translation.slug) : null
  const alternates = {
    [post.language]: blogPostPathIn(post.language, post.slug),
    ...(translation && translationPath ? { [translation.language]: translationPath } : {}),
  }
  return (
    <PublicLayoutIn languageHref={translationPath ?? blogListPathIn(otherLanguage(locale))}>
      <PageMeta
        title={post.metaTitle || post.title}
        exactTitle
        description={description}
        path={path}
        alternates={alternates}
        type="article"
        // The cards draw Latin text only (satori shapes no Arabic): an Arabic article shows the blog's card.
        image={post.language === 'ar' ? site.shareCards?.blog : post.shareCardUrl}
        imageAlt={typeset(t('article.imageAlt', { title: post.title, siteName: site.siteName }), locale)}
        article={{
          publishedTime: postDate(post),
          modifiedTime: post.updatedAt,
          section: post.category?.name,
          tags: post.tags.map((tag) => tag.name),
        }}
        rss={{ path: BLOG_FEED_PATHS[locale], title: t('list.rssTitle', { siteName: site.siteName }) }}
      />
      <JsonLd data={postStructuredData(post, description, site)} />
      <JsonLd data={breadcrumbStructuredData(post, site)} />
      <Page>
        <Container>
          <article aria-labelledby="article-titre">
            <Column>
              <ArticleHeader post={post} url={`${site.publicUrl}${blogPostPathIn(post.language, post.slug)}`} />
              {translation && translationPath ? (
                <Translation>
                  {t.rich(
                    'article.translation',
                    {
                      link: (
                        // Another language: a whole page load, the page then comes in its language and direction.
                        <a
                          href={translationPath}
                          hrefLang={translation.language}
                          lang={translation.language}
                          dir={textDirection(translation.language)}
                        />
                      ),
                    },
                    { title: translation.title },
                  )}
                </Translation>
              ) : null}
            </Column>
            {post.featuredImageUrl ? (
              <Cover>
                <CoverImage
                  src={post.featuredImageUrl}
                  media={post.featuredImage}
                  sizes="(min-width: 1000px) 960px, 100vw"
                  color={post.category?.color}
                  ratio="2 / 1"
                  eager
                />
              </Cover>
            ) : null}
            <Body>
              <Prose dangerouslySetInnerHTML={{ __html: post.content }} />
              {post.tags.length > 0 ? (
                <Footer>
                  <h2>{t('article.topics')}</h2>
                  <TagList tags={post.tags} linked label={t('article.topicsLabel')} />
                </Footer>
              ) : null}
              <Back to="/blog">
                <ArrowLeft size={18} aria-hidden="true" />
                {t('article.back')}
              </Back>
            </Body>
          </article>
          <RelatedPosts posts={post.related ?? []} />
          <Cta>
            <NewsletterBox idPrefix="lettre-article" />
          </Cta>
          <Cta>
            <CompanyCta headingId="article-cta-titre" />
          </Cta>
        </Container>
      </Page>
    </PublicLayoutIn>
  )
}
