/**
 * GET /blog/{slug}/partage.png: an article's share card (published and due articles only). The
 * page's `og:image` carries the card's version (`?v=`): asked with the current one, the PNG is
 * kept a year by browsers and previews (a change is a new address); asked with an old one or
 * none, the current card is sent, kept five minutes.
 */
import express, { type Request, type Response, type Router } from 'express'
import type { Payload } from 'payload'
import { SLUG_PATTERN } from '@/contract/blog'
import { SHARE_CARD_TYPE } from '@/contract/share-cards'
import { cachedPublicPost } from '../blog-reader'
import type { PostShaping } from '../post-reads'
import { cardVersion, type ShareCardContent } from './card-content'
import type { ShareCards } from './card-service'

export const ARTICLE_CARD_ROUTE = '/blog/:slug/partage.png'

/** Sends a card's PNG, cached for a year when asked with its own version. */
export async function sendShareCard(req: Request, res: Response, shareCards: ShareCards, content: ShareCardContent) {
  const png = await shareCards.png(content)
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
      await sendShareCard(req, res, options.shareCards, cached.card)
    } catch (error) {
      next(error)
    }
  })
  return router
}
