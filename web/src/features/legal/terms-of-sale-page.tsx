import { webRoutes } from '@/contract/web-routes'
import { termsOfSaleAr } from './content/terms-of-sale.ar'
import { termsOfSaleFr } from './content/terms-of-sale.fr'
import { LegalPage } from './legal-page'

/** Conditions générales de vente (spec 1 §2 and §9): services, price, payment, withdrawal, refund, claims, law. */
export default function TermsOfSalePage() {
  return <LegalPage path={webRoutes.termsOfSale} content={{ fr: termsOfSaleFr, ar: termsOfSaleAr }} />
}
