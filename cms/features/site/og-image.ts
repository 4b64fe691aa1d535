/**
 * The site's own share cards (issue 36 item 2), drawn as the articles' are (the blog's share
 * cards: satori with the DejaVu fonts, then sharp; stored once per version): the landing page's,
 * at /og-image.png, and the blog list's, at /blog/partage.png. Their addresses carry their version,
 * given to the web app with the site's configuration (site-config.ts).
 */
import { cardVersion, type ShareCardContent } from '@/cms/features/blog'
import { frenchText } from '@/contract/french/typography'
import { SITE_SHARE_CARD_PATHS, type SiteShareCard, versionedCardPath } from '@/contract/share-cards'

export function siteShareCard(which: SiteShareCard, siteName: string): ShareCardContent {
  const base = { siteName, coverFile: null }
  return which === 'home'
    ? {
        ...base,
        kicker: null,
        title: 'Créez votre entreprise en ligne',
        subtitle: 'Des experts locaux, un résultat en moins de 30\u00a0jours, garanti ou remboursé.',
        badge: '997\u00a0€ TTC',
      }
    : {
        ...base,
        kicker: 'Le blog',
        title: frenchText(`Créer et gérer son entreprise : les guides ${siteName}`),
        subtitle: 'Démarches, statuts, fiscalité et conseils pratiques.',
        badge: null,
      }
}

/** The cards' addresses, each with its version. */
export function siteShareCardPaths(siteName: string): Record<SiteShareCard, string> {
  return {
    home: versionedCardPath(SITE_SHARE_CARD_PATHS.home, cardVersion(siteShareCard('home', siteName))),
    blog: versionedCardPath(SITE_SHARE_CARD_PATHS.blog, cardVersion(siteShareCard('blog', siteName))),
  }
}
