import { type EmailContent } from '@/cms/infra/mail/layout'
import type { Locale } from '@/contract/i18n/locales'
import { emailWords, renderLocalizedEmail } from './localized-email'

export function passwordResetEmail(input: {
  siteName: string
  firstName: string
  resetUrl: string
  validForMinutes: number
  locale?: Locale
}): EmailContent {
  const locale = input.locale ?? 'fr'
  const { t, ltr } = emailWords(locale)
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('reset.subject'),
    paragraphs: [
      t('greeting', { firstName: ltr(input.firstName) }),
      t('reset.body'),
      t('reset.validity', { minutes: input.validForMinutes }),
      t('reset.notYou'),
    ],
    action: { label: t('action.newPassword'), url: input.resetUrl },
  })
}
