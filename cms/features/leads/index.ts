/** The leads capability's public face: the free guide the funnel sends. */
export { GUIDE, guideFor, guideSteps, OFFER_PRICE_LABEL, offerPriceLabel } from './guide/guide-content'
export { GUIDE_PDF_FILENAME, guidePdfFilename, keptGuidePdf, renderGuidePdf } from './guide/guide-pdf'
export { guideText } from './guide/i18n'
