import { webRoutes } from '@/contract/web-routes'
import { privacyPolicyAr } from './content/privacy-policy.ar'
import { privacyPolicyFr } from './content/privacy-policy.fr'
import { LegalPage } from './legal-page'

/** Politique de confidentialité (spec 1 §2): data, purposes, legal bases, recipients, retention, rights. */
export default function PrivacyPolicyPage() {
  return <LegalPage path={webRoutes.privacyPolicy} content={{ fr: privacyPolicyFr, ar: privacyPolicyAr }} />
}
