import { ArrowLeft } from 'lucide-react'
import { frenchText } from '@/contract/french/typography'
import { Link, useLoaderData } from 'react-router'
import styled from 'styled-components'
import { Container } from '../../components/layouts/brand-header'
import { PublicLayout } from '../../components/layouts/public-layout'
import { JsonLd } from '../../components/seo/json-ld'
import { PageMeta } from '../../components/seo/page-meta'
import { useSiteConfig } from '../../config/site-config'
import type { BlogPostData } from './data/loaders'
import { ArticleHeader } from './post/article-header'
import { Prose } from './post/prose'
import { RelatedPosts } from './post/related-posts'
import { CompanyCta } from './shared/company-cta'
import { CoverImage } from './shared/cover-image'
import { postDate } from './shared/format'
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
`

/** /blog/{slug} (spec 2 §2): the article, its head tags and structured data, all in the server's HTML. */
export default function BlogPostPage() {
  const { post } = useLoaderData() as BlogPostData
  const site = useSiteConfig()
  const path = postPath(post.slug)
  const description = post.metaDescription || post.excerpt || post.contentPreview
  return (
    <PublicLayout>
      <PageMeta
        title={post.metaTitle || post.title}
        exactTitle
        description={description}
        path={path}
        type="article"
        image={post.shareCardUrl}
        imageAlt={frenchText(`${post.title}, sur le blog ${site.siteName}`)}
        article={{
          publishedTime: postDate(post),
          modifiedTime: post.updatedAt,
          section: post.category?.name,
          tags: post.tags.map((tag) => tag.name),
        }}
        rss={{ path: '/blog/rss.xml', title: `Blog ${site.siteName}` }}
      />
      <JsonLd data={postStructuredData(post, description, site)} />
      <JsonLd data={breadcrumbStructuredData(post, site)} />
      <Page>
        <Container>
          <article aria-labelledby="article-titre">
            <Column>
              <ArticleHeader post={post} url={`${site.publicUrl}${path}`} />
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
                  <h2>Sujets de l&apos;article</h2>
                  <TagList tags={post.tags} linked label="Sujets de l’article" />
                </Footer>
              ) : null}
              <Back to="/blog">
                <ArrowLeft size={18} aria-hidden="true" />
                Tous les articles du blog
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
    </PublicLayout>
  )
}
