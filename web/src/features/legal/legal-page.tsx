import { PageMeta } from '../../components/seo/page-meta'
import { useSiteConfig } from '../../config/site-config'
import { useLocale } from '../../lib/i18n/locale'
import type { Locale } from '@/contract/i18n/locales'
import { type LegalContent, type LegalContentInput, LegalDocument, type LegalPagePath } from './legal-document'
import { useOfferPrices } from '../../config/offer-prices'

/**
 * One legal page in the page's language: its document comes from the module of that language
 * (content/<document>.fr.tsx, .ar.tsx), written from the operator's identity and the prices.
 */
export function LegalPage({ path, content }: { path: LegalPagePath; content: Record<Locale, (input: LegalContentInput) => LegalContent> }) {
  const config = useSiteConfig()
  const prices = useOfferPrices()
  const locale = useLocale()
  const { title, description, intro, sections } = content[locale]({ config, prices })
  return (
    <>
      <PageMeta title={title} description={description} path={path} />
      <LegalDocument title={title} intro={intro} sections={sections} path={path} />
    </>
  )
}
