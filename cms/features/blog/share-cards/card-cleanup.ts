/**
 * A deleted article's share cards go with it (the collection's afterDelete hook), wherever they
 * are kept (DATA_DIR or the bucket: card-store.ts). A card is only ever a drawing of the article,
 * so a failure here never holds the deletion back: it is logged, and the files stay.
 */
import type { CollectionAfterDeleteHook } from 'payload'
import { loadConfig } from '@/cms/infra/config/env'
import { articleCardOwner, createShareCardStore } from './card-store'

export const forgetArticleShareCards: CollectionAfterDeleteHook = async ({ id, req }) => {
  try {
    // The server's own configuration (read once per process): Payload's hooks are not handed it.
    await createShareCardStore(loadConfig()).remove(articleCardOwner(id))
  } catch (error) {
    req.payload.logger.warn({ err: error, postId: id }, 'Share cards of a deleted article not removed')
  }
}
