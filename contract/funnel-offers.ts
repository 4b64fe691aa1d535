/**
 * The funnel's two offers and the address that opens it with one chosen. Apart from
 * lead-funnel.ts so that the landing page and the funnel's first paint read them without zod.
 */
import { webRoutes } from './web-routes'

export const FUNNEL_OFFERS = ['complet', 'guide'] as const
export type FunnelOffer = (typeof FUNNEL_OFFERS)[number]

export const isFunnelOffer = (value: unknown): value is FunnelOffer => FUNNEL_OFFERS.includes(value as FunnelOffer)

/** /creer-entreprise?offre=complet|guide: the funnel opens with that offer chosen on step 2. */
export const OFFER_PARAM = 'offre'
export const funnelPathFor = (offer: FunnelOffer) => `${webRoutes.createCompany}?${OFFER_PARAM}=${offer}`

/**
 * /creer-entreprise?reprise=<token>: the way back from a provider's cancel (issue 33 item 5). The
 * token names the pending lead on the server; the funnel asks it for the details, never the URL.
 */
export const RESUME_PARAM = 'reprise'
