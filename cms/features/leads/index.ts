/** The leads capability's public face: the free guide the funnel sends. */
export { GUIDE, guideSteps, OFFER_PRICE_LABEL } from './guide/guide-content'
export { GUIDE_PDF_FILENAME, keptGuidePdf, renderGuidePdf } from './guide/guide-pdf'
