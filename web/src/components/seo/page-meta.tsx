import { useSiteConfig } from '../../config/site-config'

export interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string
  description: string
  /** The page's path, for its canonical URL (query strings never belong there). */
  path: string
  /** Pages search engines should not index (404, order confirmation…). */
  noindex?: boolean
  type?: 'website' | 'article'
}

/**
 * The head of a page: title, description, canonical URL, OpenGraph and Twitter tags. React 19
 * hoists these elements into <head>, in the server's HTML and on client-side navigation alike.
 */
export function PageMeta({ title, description, path, noindex = false, type = 'website' }: PageMetaProps) {
  const { siteName, publicUrl } = useSiteConfig()
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`
  const url = `${publicUrl}${path}`
  const image = `${publicUrl}/og-image.png`
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  )
}
