import { guideFor, guideSteps, guideText, offerPriceLabel } from '@/cms/features/leads'
import { type EmailContent } from '@/cms/infra/mail/layout'
import { isolate } from '@/contract/i18n/format'
import { type Locale, localizedPath } from '@/contract/i18n/locales'
import { renderLocalizedEmail } from './localized-email'

/**
 * To a visitor who asked for the free guide, in the language of the page they asked from; the
 * PDF (keptGuidePdf, guidePdfFilename) is attached by the sender. The summary comes from the
 * guide's own steps.
 */
export function freeGuideEmail(input: {
  siteName: string
  firstName: string
  publicUrl: string
  contactEmail: string
  locale?: Locale
}): EmailContent {
  const locale = input.locale ?? 'fr'
  const t = guideText.in(locale)
  const guide = guideFor(locale)
  const ltr = (value: string) => (locale === 'ar' ? isolate(value) : value)
  const offerUrl = `${input.publicUrl.replace(/\/+$/, '')}${localizedPath('/creer-entreprise', locale)}`
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('email.subject'),
    preheader: t('email.preheader'),
    paragraphs: [
      t('email.greeting', { firstName: ltr(input.firstName) }),
      t('email.thanks', { title: guide.title, subtitle: locale === 'fr' ? guide.subtitle.toLowerCase() : guide.subtitle }),
    ],
    blocks: [
      { type: 'heading', text: t('email.steps') },
      { type: 'steps', items: guideSteps(locale).map((step) => ({ title: step.title, text: step.summary })) },
      { type: 'note', text: guide.disclaimer },
      { type: 'heading', text: t('email.faster') },
      { type: 'paragraph', text: t('email.offer', { price: offerPriceLabel(locale) }) },
      { type: 'action', label: t('email.action'), url: offerUrl },
      { type: 'paragraph', text: t('email.question', { email: ltr(input.contactEmail) }) },
      { type: 'paragraph', text: t('email.seeYou') },
      { type: 'paragraph', text: t('email.signature', { siteName: input.siteName }) },
    ],
  })
}
