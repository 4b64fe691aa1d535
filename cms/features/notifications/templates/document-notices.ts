import { type EmailContent } from '@/cms/infra/mail/layout'
import type { Locale } from '@/contract/i18n/locales'
import { emailWords, renderLocalizedEmail } from './localized-email'

interface DocumentNoticeInput {
  siteName: string
  firstName: string
  projectName: string
  documentLabel: string
  projectUrl: string
  locale?: Locale
}

function words(input: DocumentNoticeInput) {
  const locale = input.locale ?? 'fr'
  const { t, ltr } = emailWords(locale)
  return { locale, t, ltr, names: { documentLabel: ltr(input.documentLabel), projectName: ltr(input.projectName) } }
}

/** To a client when staff add an official document to one of its procedures. */
export function documentReturnedEmail(input: DocumentNoticeInput): EmailContent {
  const { locale, t, ltr, names } = words(input)
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('document.returned.subject', names),
    preheader: t('document.returned.preheader', names),
    paragraphs: [t('greeting', { firstName: ltr(input.firstName) }), t('document.returned.body', names), t('document.returned.more')],
    action: { label: t('document.returned.action'), url: input.projectUrl },
  })
}

/** To a client when staff refuse one of its papers: why, and what to do. */
export function documentRejectedEmail(input: DocumentNoticeInput & { note: string }): EmailContent {
  const { locale, t, ltr, names } = words(input)
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('document.rejected.subject', names),
    preheader: t('document.rejected.preheader', names),
    paragraphs: [
      t('greeting', { firstName: ltr(input.firstName) }),
      t('document.rejected.body', names),
      ...(input.note ? [t('document.rejected.reason', { note: input.note })] : []),
      t('document.rejected.more'),
    ],
    action: { label: t('document.rejected.action'), url: input.projectUrl },
  })
}
