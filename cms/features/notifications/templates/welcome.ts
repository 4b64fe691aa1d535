import { type EmailContent } from '@/cms/infra/mail/layout'
import type { Locale } from '@/contract/i18n/locales'
import { emailWords, renderLocalizedEmail } from './localized-email'

export function welcomeEmail(input: { siteName: string; firstName: string; loginUrl: string; locale?: Locale }): EmailContent {
  const locale = input.locale ?? 'fr'
  const { t, ltr } = emailWords(locale)
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('welcome.subject', { siteName: input.siteName }),
    paragraphs: [
      t('greeting', { firstName: ltr(input.firstName) }),
      t('welcome.body'),
      t('seeYou'),
      t('signature', { siteName: input.siteName }),
    ],
    action: { label: t('action.account'), url: input.loginUrl },
  })
}
