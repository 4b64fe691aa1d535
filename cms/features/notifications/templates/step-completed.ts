import { type EmailContent } from '@/cms/infra/mail/layout'
import type { Locale } from '@/contract/i18n/locales'
import { emailWords, renderLocalizedEmail } from './localized-email'

/** To a client when staff complete a step of one of its procedures. */
export function stepCompletedEmail(input: {
  siteName: string
  firstName: string
  projectName: string
  stepName: string
  projectUrl: string
  locale?: Locale
}): EmailContent {
  const locale = input.locale ?? 'fr'
  const { t, ltr } = emailWords(locale)
  const names = { stepName: ltr(input.stepName), projectName: ltr(input.projectName) }
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('step.subject', names),
    preheader: t('step.preheader', names),
    paragraphs: [t('greeting', { firstName: ltr(input.firstName) }), t('step.body', names), t('step.more')],
    action: { label: t('step.action'), url: input.projectUrl },
  })
}
