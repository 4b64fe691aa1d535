/**
 * GET /blog/{slug}/partage.png: an article's share card (published and due articles only). The
 * page's `og:image` carries the card's version (`?v=`): asked with the current one, the PNG is
 * kept a year by browsers and previews (a change is a new address); asked with an old one or
 * none, the current card is sent, kept five minutes. So the old versions the store removes
 * (card-store.ts) are never missed: an old address answers 200 with today's card, with no
 * redirect to follow (not every preview follows one for an image).
 */
import express, { type Request, type Response, type Router } from 'express'
import type { Payload } from 'payload'
import { SLUG_PATTERN } from '@/contract/blog'
import { SHARE_CARD_TYPE } from '@/contract/share-cards'
import { cachedPublicPost } from '../blog-reader'
import type { PostShaping } from '../post-reads'
import { cardVersion, type ShareCardContent } from './card-content'
import type { ShareCards } from './card-service'
import { articleCardOwner, type CardOwner } from './card-store'

export const ARTICLE_CARD_ROUTE = '/blog/:slug/partage.png'

/** Sends a card's PNG, cached for a year when asked with its own version; an article's with its owner (`articleCardOwner`). */
export async function sendShareCard(req: Request, res: Response, shareCards: ShareCards, content: ShareCardContent, owner?: CardOwner) {
  const png = await shareCards.png(content, owner)
  const current = req.query.v === cardVersion(content)
  res
    .set('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
    .type(SHARE_CARD_TYPE)
    .send(png)
}

export function articleShareCardRouter(options: { payload: Payload; shaping: PostShaping; shareCards: ShareCards }): Router {
  const router = express.Router()
  router.get(ARTICLE_CARD_ROUTE, async (req, res, next) => {
    try {
      const slug = String(req.params.slug)
      const cached = SLUG_PATTERN.test(slug) ? await cachedPublicPost(options.payload, slug, options.shaping) : null
      if (!cached) {
        res.status(404).set('Cache-Control', 'no-cache').type('text').send('Article non trouvé.')
        return
      }
      await sendShareCard(req, res, options.shareCards, cached.card, articleCardOwner(cached.post.id))
    } catch (error) {
      next(error)
    }
  })
  return router
}
