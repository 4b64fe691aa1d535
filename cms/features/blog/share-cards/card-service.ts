/**
 * A card's PNG for its content: the stored file of its version, else drawn once and stored. The
 * stored file is the truth, shared by every instance; this process only keeps the last few cards
 * it served (a version never changes, so nothing needs emptying) and shares a drawing under way
 * between the requests that wait for it.
 */
import type { AppConfig } from '@/cms/infra/config/env'
import { readStoredFile } from '@/cms/features/documents'
import { cardVersion, type ShareCardContent } from './card-content'
import { drawShareCard } from './card-drawing'
import { createShareCardStore, type ShareCardStore } from './card-store'

/** Cards kept in memory: the few shared right now are asked by every preview at once. */
const KEPT_CARDS = 32

export interface ShareCards {
  /** The PNG of this content (its version is `cardVersion(content)`). */
  png(content: ShareCardContent): Promise<Buffer>
}

export function createShareCards(config: AppConfig, store: ShareCardStore = createShareCardStore(config)): ShareCards {
  const kept = new Map<string, Promise<Buffer>>()

  async function storedOrDrawn(version: string, content: ShareCardContent): Promise<Buffer> {
    const stored = await store.read(version)
    if (stored) return stored
    // The cover as the library keeps it (disk or bucket), never fetched from an address.
    const cover = content.coverFile ? await readStoredFile(config, 'blog-media', content.coverFile).catch(() => null) : null
    const png = await drawShareCard(content, cover)
    await store.write(version, png)
    return png
  }

  return {
    png(content) {
      const version = cardVersion(content)
      let card = kept.get(version)
      if (card) {
        // Most recently used last: the first is the one to forget.
        kept.delete(version)
        kept.set(version, card)
        return card
      }
      card = storedOrDrawn(version, content)
      kept.set(version, card)
      card.catch(() => kept.delete(version))
      if (kept.size > KEPT_CARDS) kept.delete(kept.keys().next().value!)
      return card
    },
  }
}
