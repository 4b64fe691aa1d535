import { useSiteConfig } from '../../config/site-config'

export interface PageMetaProps {
  /** The page's own title; the site name is appended (unless `exactTitle`). */
  title: string
  /** The title is the whole <title> as written (an article's SEO title). */
  exactTitle?: boolean
  description: string
  /** The page's address on this site, for its canonical URL: its path, and a query only when it names a page of its own (a blog category, tag or page). */
  path: string
  /** Pages search engines should not index (404, order confirmation…). */
  noindex?: boolean
  type?: 'website' | 'article'
  /** The preview image: an absolute address or a path on this site; the site's own image otherwise. */
  image?: string | null
  /** og:type article: its dates (ISO) for article:published_time and article:modified_time. */
  article?: { publishedTime?: string | null; modifiedTime?: string | null; section?: string | null; tags?: string[] }
  /** The page's RSS feed (a path), announced with rel="alternate". */
  rss?: { path: string; title: string }
}

/**
 * The head of a page: title, description, canonical URL, OpenGraph and Twitter tags. React 19
 * hoists these elements into <head>, in the server's HTML and on client-side navigation alike.
 */
export function PageMeta({
  title,
  exactTitle = false,
  description,
  path,
  noindex = false,
  type = 'website',
  image,
  article,
  rss,
}: PageMetaProps) {
  const { siteName, publicUrl } = useSiteConfig()
  const fullTitle = exactTitle || title === siteName ? title : `${title} | ${siteName}`
  const url = `${publicUrl}${path}`
  const imageUrl = absoluteUrl(image || '/og-image.png', publicUrl)
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {rss ? <link rel="alternate" type="application/rss+xml" title={rss.title} href={absoluteUrl(rss.path, publicUrl)} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {article?.publishedTime ? <meta property="article:published_time" content={article.publishedTime} /> : null}
      {article?.modifiedTime ? <meta property="article:modified_time" content={article.modifiedTime} /> : null}
      {article?.section ? <meta property="article:section" content={article.section} /> : null}
      {article?.tags?.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  )
}

/** An address search engines and link previews can follow: paths on this site get its origin. */
export function absoluteUrl(pathOrUrl: string, publicUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}
