/**
 * Structured data (schema.org, JSON-LD) for search engines: the list page is a `Blog` with its
 * first posts, an article a `BlogPosting` plus its `BreadcrumbList`, an author's page a
 * `ProfilePage` about a `Person`.
 */
import { type ApiBlogPost, type ApiBlogPostSummary, STRUCTURED_DATA_POSTS } from '@/contract/blog'
import { type ApiBlogAuthor, authorPath } from '@/contract/blog-authors'
import { absoluteUrl } from '@/web/src/components/seo/page-meta'
import { authorName, postDate } from './format'

interface Site {
  siteName: string
  publicUrl: string
}

const CONTEXT = 'https://schema.org'

export const postPath = (slug: string) => `/blog/${slug}`

const organization = ({ siteName, publicUrl }: Site) => ({
  '@type': 'Organization',
  name: siteName,
  url: `${publicUrl}/`,
  logo: { '@type': 'ImageObject', url: `${publicUrl}/og-image.png` },
})

/** The author: a Person with their page when they have one; the team otherwise. */
const person = (post: ApiBlogPostSummary, site: Site) => ({
  '@type': 'Person',
  name: authorName(post.author, site.siteName),
  ...(post.author.slug ? { url: `${site.publicUrl}${authorPath(post.author.slug)}` } : {}),
})

const postImage = (post: ApiBlogPostSummary, site: Site) => absoluteUrl(post.featuredImageUrl || '/og-image.png', site.publicUrl)

/** /blog: the blog and its first 10 posts (spec 2 §9). */
export function blogStructuredData(posts: ApiBlogPostSummary[], description: string, site: Site) {
  return {
    '@context': CONTEXT,
    '@type': 'Blog',
    name: `Blog ${site.siteName}`,
    description,
    url: `${site.publicUrl}/blog`,
    inLanguage: 'fr-FR',
    publisher: organization(site),
    blogPost: posts.slice(0, STRUCTURED_DATA_POSTS).map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: `${site.publicUrl}${postPath(post.slug)}`,
      datePublished: postDate(post),
      author: person(post, site),
      image: postImage(post, site),
      ...(post.excerpt ? { description: post.excerpt } : {}),
    })),
  }
}

/** /blog/{slug}: the article itself. */
export function postStructuredData(post: ApiBlogPost, description: string, site: Site) {
  const url = `${site.publicUrl}${postPath(post.slug)}`
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    image: [postImage(post, site)],
    datePublished: postDate(post),
    dateModified: post.updatedAt,
    author: person(post, site),
    publisher: organization(site),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: 'fr-FR',
    ...(post.category ? { articleSection: post.category.name } : {}),
    ...(post.tags.length ? { keywords: post.tags.map((tag) => tag.name).join(', ') } : {}),
  }
}

/** Accueil › Blog › the article's title. */
export function breadcrumbStructuredData(post: Pick<ApiBlogPost, 'title' | 'slug'>, site: Site) {
  const items = [
    { name: 'Accueil', url: `${site.publicUrl}/` },
    { name: 'Blog', url: `${site.publicUrl}/blog` },
    { name: post.title, url: `${site.publicUrl}${postPath(post.slug)}` },
  ]
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  }
}

/** /blog/auteur/{slug}: the author's profile page and its articles. */
export function authorStructuredData(author: ApiBlogAuthor, posts: ApiBlogPostSummary[], site: Site) {
  const url = `${site.publicUrl}${authorPath(author.slug)}`
  const name = authorName(author, site.siteName)
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url,
    inLanguage: 'fr-FR',
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#auteur`,
      name,
      url,
      ...(author.bio ? { description: author.bio } : {}),
      ...(author.photo ? { image: absoluteUrl(author.photo.url, site.publicUrl) } : {}),
      worksFor: organization(site),
    },
    hasPart: posts.slice(0, STRUCTURED_DATA_POSTS).map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: `${site.publicUrl}${postPath(post.slug)}`,
      datePublished: postDate(post),
    })),
  }
}
