/**
 * What a share card shows, and its version: a hash of all of it (and of the design's own
 * version), so equal contents share one stored file and any change makes a new one.
 */
import { createHash } from 'node:crypto'

/** Bump when the drawing changes (layout, colours, fonts): every card is then drawn again once. */
export const CARD_DESIGN_VERSION = 1

export interface ShareCardContent {
  /** The small line above the title: an article's category, « Le blog »… */
  kicker: string | null
  title: string
  /** A line under the title (the site's cards). */
  subtitle: string | null
  /** A highlighted label at the bottom right (the landing's price). */
  badge: string | null
  siteName: string
  /** The library file drawn behind the text (darkened), or null for the branded background. */
  coverFile: string | null
}

export function cardVersion(content: ShareCardContent): string {
  const drawn = JSON.stringify([
    CARD_DESIGN_VERSION,
    content.kicker,
    content.title,
    content.subtitle,
    content.badge,
    content.siteName,
    content.coverFile,
  ])
  return createHash('sha256').update(drawn).digest('base64url').slice(0, 16).replace(/[-_]/g, 'x')
}
