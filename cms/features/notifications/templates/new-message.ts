import { type EmailContent } from '@/cms/infra/mail/layout'
import type { Locale } from '@/contract/i18n/locales'
import { emailWords, renderLocalizedEmail } from './localized-email'

/**
 * To a client when support writes in its inbox. A notice only: the message itself stays in
 * the client area, behind the login (email is not a safe place for a case's details).
 */
export function newMessageEmail(input: { siteName: string; firstName: string; inboxUrl: string; locale?: Locale }): EmailContent {
  const locale = input.locale ?? 'fr'
  const { t, ltr } = emailWords(locale)
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('message.subject', { siteName: input.siteName }),
    preheader: t('message.preheader'),
    paragraphs: [t('greeting', { firstName: ltr(input.firstName) }), t('message.body')],
    action: { label: t('message.action'), url: input.inboxUrl },
    footer: t('message.footer', { siteName: input.siteName }),
  })
}
