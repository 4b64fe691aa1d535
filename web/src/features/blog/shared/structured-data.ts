/**
 * Structured data (schema.org, JSON-LD) for search engines: the list page is a `Blog` with its
 * first posts, an article a `BlogPosting` plus its `BreadcrumbList`, an author's page a
 * `ProfilePage` about a `Person`.
 */
import { type ApiBlogPost, type ApiBlogPostSummary, blogListPathIn, blogPostPathIn, STRUCTURED_DATA_POSTS } from '@/contract/blog'
import { type ApiBlogAuthor, authorPath } from '@/contract/blog-authors'
import { type Locale, localizedPath } from '@/contract/i18n/locales'
import { absoluteUrl } from '@/web/src/components/seo/page-meta'
import { useBlogText } from '../i18n'
import { authorName, postDate } from './format'

interface Site {
  siteName: string
  publicUrl: string
}

const CONTEXT = 'https://schema.org'

/** An article's path in the router (the Arabic router adds /ar itself). */
export const postPath = (slug: string) => `/blog/${slug}`

/** BCP 47 for `inLanguage`. */
const LANGUAGE_TAGS: Record<Locale, string> = { fr: 'fr-FR', ar: 'ar-DZ' }

const organization = ({ siteName, publicUrl }: Site) => ({
  '@type': 'Organization',
  name: siteName,
  url: `${publicUrl}/`,
  logo: { '@type': 'ImageObject', url: `${publicUrl}/og-image.png` },
})

/** The author: a Person with their page when they have one; the team otherwise. */
const person = (post: ApiBlogPostSummary, site: Site, locale: Locale) => ({
  '@type': 'Person',
  name: authorName(post.author, site.siteName, locale),
  ...(post.author.slug ? { url: `${site.publicUrl}${localizedPath(authorPath(post.author.slug), locale)}` } : {}),
})

const postImage = (post: ApiBlogPostSummary, site: Site) => absoluteUrl(post.featuredImageUrl || '/og-image.png', site.publicUrl)

/** /blog and /ar/blog: the blog and its first 10 posts (spec 2 §9). */
export function blogStructuredData(posts: ApiBlogPostSummary[], description: string, site: Site, locale: Locale = 'fr') {
  return {
    '@context': CONTEXT,
    '@type': 'Blog',
    name: useBlogText.in(locale)('list.structuredName', { siteName: site.siteName }),
    description,
    url: `${site.publicUrl}${blogListPathIn(locale)}`,
    inLanguage: LANGUAGE_TAGS[locale],
    publisher: organization(site),
    blogPost: posts.slice(0, STRUCTURED_DATA_POSTS).map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: `${site.publicUrl}${blogPostPathIn(locale, post.slug)}`,
      datePublished: postDate(post),
      author: person(post, site, locale),
      image: postImage(post, site),
      ...(post.excerpt ? { description: post.excerpt } : {}),
    })),
  }
}

/** /blog/{slug} and /ar/blog/{slug}: the article itself, in its language. */
export function postStructuredData(post: ApiBlogPost, description: string, site: Site) {
  const url = `${site.publicUrl}${blogPostPathIn(post.language, post.slug)}`
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    image: [postImage(post, site)],
    datePublished: postDate(post),
    dateModified: post.updatedAt,
    author: person(post, site, post.language),
    publisher: organization(site),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: LANGUAGE_TAGS[post.language],
    ...(post.category ? { articleSection: post.category.name } : {}),
    ...(post.tags.length ? { keywords: post.tags.map((tag) => tag.name).join(', ') } : {}),
  }
}

/** Accueil › Blog › the article's title (in the article's language). */
export function breadcrumbStructuredData(post: Pick<ApiBlogPost, 'title' | 'slug' | 'language'>, site: Site) {
  const t = useBlogText.in(post.language)
  const items = [
    { name: t('breadcrumb.home'), url: `${site.publicUrl}${localizedPath('/', post.language)}` },
    { name: t('breadcrumb.blog'), url: `${site.publicUrl}${blogListPathIn(post.language)}` },
    { name: post.title, url: `${site.publicUrl}${blogPostPathIn(post.language, post.slug)}` },
  ]
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  }
}

/** /blog/auteur/{slug} and /ar/blog/auteur/{slug}: the author's profile page and its articles. */
export function authorStructuredData(author: ApiBlogAuthor, posts: ApiBlogPostSummary[], site: Site, locale: Locale = 'fr') {
  const url = `${site.publicUrl}${localizedPath(authorPath(author.slug), locale)}`
  const name = authorName(author, site.siteName, locale)
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url,
    inLanguage: LANGUAGE_TAGS[locale],
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
      url: `${site.publicUrl}${blogPostPathIn(locale, post.slug)}`,
      datePublished: postDate(post),
    })),
  }
}
