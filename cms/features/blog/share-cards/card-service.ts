/**
 * A card's PNG for its content: the stored file of its version, else drawn once and stored. The
 * stored file is the truth, shared by every instance; this process only keeps the last few cards
 * it served (a version never changes, so nothing needs emptying) and shares a drawing under way
 * between the requests that wait for it. An article's card has an owner (`articleCardOwner`):
 * storing its new version removes its older ones (card-store.ts).
 */
import type { Logger } from 'pino'
import type { AppConfig } from '@/cms/infra/config/env'
import { readStoredFile } from '@/cms/features/documents'
import { cardVersion, type ShareCardContent } from './card-content'
import { drawShareCard } from './card-drawing'
import { type CardOwner, createShareCardStore, type ShareCardStore } from './card-store'

/** Cards kept in memory: the few shared right now are asked by every preview at once. */
const KEPT_CARDS = 32

export interface ShareCards {
  /** The PNG of this content (its version is `cardVersion(content)`), an article's with its owner (`articleCardOwner`). */
  png(content: ShareCardContent, owner?: CardOwner): Promise<Buffer>
}

export function createShareCards(config: AppConfig, options: { logger: Pick<Logger, 'warn'>; store?: ShareCardStore }): ShareCards {
  const { store = createShareCardStore(config), logger } = options
  const kept = new Map<string, Promise<Buffer>>()

  async function storedOrDrawn(owner: CardOwner, version: string, content: ShareCardContent): Promise<Buffer> {
    const stored = await store.read(owner, version)
    if (stored) return stored
    // The cover as the library keeps it (disk or bucket), never fetched from an address.
    const cover = content.coverFile ? await readStoredFile(config, 'blog-media', content.coverFile).catch(() => null) : null
    const png = await drawShareCard(content, cover)
    await store.write(owner, version, png)
    // The new version is stored: the older ones go. A failure leaves them for the next drawing, the card is sent anyway.
    if (owner)
      await store.keepOnly(owner, version).catch((error: unknown) => logger.warn({ err: error, owner }, 'Old share cards not removed'))
    return png
  }

  return {
    png(content, owner = null) {
      const version = cardVersion(content)
      // Two articles showing the same thing share a version, each in its own folder.
      const name = owner ? `${owner}/${version}` : version
      let card = kept.get(name)
      if (card) {
        // Most recently used last: the first is the one to forget.
        kept.delete(name)
        kept.set(name, card)
        return card
      }
      card = storedOrDrawn(owner, version, content)
      kept.set(name, card)
      card.catch(() => kept.delete(name))
      if (kept.size > KEPT_CARDS) kept.delete(kept.keys().next().value!)
      return card
    },
  }
}
