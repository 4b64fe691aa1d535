/**
 * Share cards (issue 36 item 2): the 1200×630 PNG a link preview shows (WhatsApp, LinkedIn,
 * Facebook, X). Each address carries the card's version, a hash of everything drawn on it, so a
 * changed title is a new address that previews fetch again; the server keeps one file per version.
 */
export const SHARE_CARD_WIDTH = 1200
export const SHARE_CARD_HEIGHT = 630
export const SHARE_CARD_TYPE = 'image/png'

/** An article's card: `/blog/{slug}/partage.png?v={version}`. */
export const articleShareCardPath = (slug: string, version: string) => `/blog/${slug}/partage.png?v=${version}`

/** The landing page's card (`/og-image.png`, kept for links already shared) and the blog list's. */
export const SITE_SHARE_CARD_PATHS = { home: '/og-image.png', blog: '/blog/partage.png' } as const
export type SiteShareCard = keyof typeof SITE_SHARE_CARD_PATHS

/** A card's address with its version in the query. */
export const versionedCardPath = (path: string, version: string) => `${path}?v=${version}`
