import { SHARE_CARD_HEIGHT, SHARE_CARD_TYPE, SHARE_CARD_WIDTH, SITE_SHARE_CARD_PATHS } from '@/contract/share-cards'
import { type Locale, localizedPath } from '@/contract/i18n/locales'
import { useSiteConfig } from '../../config/site-config'
import { useLocale } from '../../lib/i18n/locale'
import { useLayoutText } from '../layouts/i18n'

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
  type?: 'website' | 'article' | 'profile'
  /**
   * The preview image, a 1200×630 PNG share card (contract/share-cards.ts): an article's or the
   * blog's; the landing page's otherwise.
   */
  image?: string | null
  /** What the card shows, for those who cannot see it (og:image:alt); the site's own otherwise. */
  imageAlt?: string
  /** og:type article: its dates (ISO) for article:published_time and article:modified_time. */
  article?: { publishedTime?: string | null; modifiedTime?: string | null; section?: string | null; tags?: string[] }
  /** The page's RSS feed (a path), announced with rel="alternate". */
  rss?: { path: string; title: string }
  /**
   * The page in each language, for hreflang (issue 37): by default the same screen at its French
   * and Arabic addresses; an article names its translation's address (or only its own), `false`
   * for a page in one language only.
   */
  alternates?: Partial<Record<Locale, string>> | false
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
  imageAlt,
  article,
  rss,
  alternates,
}: PageMetaProps) {
  const { siteName, publicUrl, shareCards } = useSiteConfig()
  const locale = useLocale()
  const t = useLayoutText()
  const fullTitle = exactTitle || title === siteName ? title : `${title} | ${siteName}`
  const url = `${publicUrl}${localizedPath(path, locale)}`
  const languages = alternates === false ? {} : (alternates ?? { fr: localizedPath(path, 'fr'), ar: localizedPath(path, 'ar') })
  const imageUrl = absoluteUrl(image || shareCards?.home || SITE_SHARE_CARD_PATHS.home, publicUrl)
  const alt = image && imageAlt ? imageAlt : t('seo.imageAlt', { siteName })
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {noindex
        ? null
        : (Object.entries(languages) as [Locale, string][]).map(([language, href]) => (
            <link key={language} rel="alternate" hrefLang={language} href={absoluteUrl(href, publicUrl)} />
          ))}
      {!noindex && languages.fr ? <link rel="alternate" hrefLang="x-default" href={absoluteUrl(languages.fr, publicUrl)} /> : null}
      {rss ? <link rel="alternate" type="application/rss+xml" title={rss.title} href={absoluteUrl(rss.path, publicUrl)} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={locale === 'ar' ? 'ar_DZ' : 'fr_FR'} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SHARE_CARD_WIDTH)} />
      <meta property="og:image:height" content={String(SHARE_CARD_HEIGHT)} />
      <meta property="og:image:type" content={SHARE_CARD_TYPE} />
      <meta property="og:image:alt" content={alt} />
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
      <meta name="twitter:image:alt" content={alt} />
    </>
  )
}

/** An address search engines and link previews can follow: paths on this site get its origin. */
export function absoluteUrl(pathOrUrl: string, publicUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}
