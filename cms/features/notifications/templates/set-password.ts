import { type EmailContent } from '@/cms/infra/mail/layout'
import type { Locale } from '@/contract/i18n/locales'
import { emailWords, renderLocalizedEmail } from './localized-email'

/** To a client whose account was created with a paid order: choose a password to open it. */
export function setPasswordEmail(input: {
  siteName: string
  firstName: string
  setPasswordUrl: string
  validForHours: number
  loginEmail: string
  locale?: Locale
}): EmailContent {
  const locale = input.locale ?? 'fr'
  const { t, ltr } = emailWords(locale)
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('setPassword.subject'),
    preheader: t('setPassword.preheader'),
    paragraphs: [t('greeting', { firstName: ltr(input.firstName) }), t('setPassword.body', { siteName: input.siteName })],
    blocks: [
      { type: 'paragraph', text: t('setPassword.login', { email: ltr(input.loginEmail) }) },
      { type: 'action', label: t('setPassword.action'), url: input.setPasswordUrl },
      { type: 'note', text: t('setPassword.validity', { hours: input.validForHours }) },
      { type: 'heading', text: t('setPassword.inside') },
      {
        type: 'list',
        items: [t('setPassword.inside.0'), t('setPassword.inside.1'), t('setPassword.inside.2'), t('setPassword.inside.3')],
      },
      { type: 'paragraph', text: t('setPassword.noOrder') },
      { type: 'paragraph', text: t('seeYou') },
      { type: 'paragraph', text: t('signature', { siteName: input.siteName }) },
    ],
  })
}
