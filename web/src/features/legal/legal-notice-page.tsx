import { webRoutes } from '@/contract/web-routes'
import { legalNoticeAr } from './content/legal-notice.ar'
import { legalNoticeFr } from './content/legal-notice.fr'
import { LegalPage } from './legal-page'

/** Mentions légales (spec 1 §2): editor, director of publication, host, contact, IP, liability, cookies. */
export default function LegalNoticePage() {
  return <LegalPage path={webRoutes.legalNotice} content={{ fr: legalNoticeFr, ar: legalNoticeAr }} />
}
