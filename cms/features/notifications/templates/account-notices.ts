/** The account controls' emails (issue 33 item 7): password changed, email change, account closed. */
import { type EmailContent } from '@/cms/infra/mail/layout'
import type { Locale } from '@/contract/i18n/locales'
import { emailWords, renderLocalizedEmail } from './localized-email'

/** To the account's address after a password change made from the client area. */
export function passwordChangedEmail(input: {
  siteName: string
  firstName: string
  forgotPasswordUrl: string
  locale?: Locale
}): EmailContent {
  const locale = input.locale ?? 'fr'
  const { t, ltr } = emailWords(locale)
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('passwordChanged.subject'),
    paragraphs: [
      t('greeting', { firstName: ltr(input.firstName) }),
      t('passwordChanged.body', { siteName: input.siteName }),
      t('passwordChanged.notYou'),
    ],
    action: { label: t('action.newPassword'), url: input.forgotPasswordUrl },
  })
}

/** To the new address: the link that makes it the account's. */
export function emailChangeConfirmEmail(input: {
  siteName: string
  firstName: string
  newEmail: string
  confirmUrl: string
  validForHours: number
  locale?: Locale
}): EmailContent {
  const locale = input.locale ?? 'fr'
  const { t, ltr } = emailWords(locale)
  const newEmail = ltr(input.newEmail)
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('emailChange.confirm.subject'),
    preheader: t('emailChange.confirm.preheader', { newEmail }),
    paragraphs: [
      t('greeting', { firstName: ltr(input.firstName) }),
      t('emailChange.confirm.body', { newEmail, siteName: input.siteName }),
      t('emailChange.confirm.validity', { hours: input.validForHours }),
      t('emailChange.confirm.notYou'),
    ],
    action: { label: t('emailChange.confirm.action'), url: input.confirmUrl },
  })
}

/** To the current address: someone asked to move the account to another one. */
export function emailChangeNoticeEmail(input: {
  siteName: string
  firstName: string
  newEmail: string
  forgotPasswordUrl: string
  locale?: Locale
}): EmailContent {
  const locale = input.locale ?? 'fr'
  const { t, ltr } = emailWords(locale)
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('emailChange.notice.subject'),
    paragraphs: [
      t('greeting', { firstName: ltr(input.firstName) }),
      t('emailChange.notice.body', { siteName: input.siteName, newEmail: ltr(input.newEmail) }),
      t('emailChange.notice.when'),
      t('emailChange.notice.notYou'),
    ],
    action: { label: t('emailChange.notice.action'), url: input.forgotPasswordUrl },
  })
}

/** To the address the account had, once closed. */
export function accountClosedEmail(input: {
  siteName: string
  firstName: string
  retentionYears: number
  contactEmail: string
  locale?: Locale
}): EmailContent {
  const locale = input.locale ?? 'fr'
  const { t, ltr } = emailWords(locale)
  return renderLocalizedEmail(locale, {
    siteName: input.siteName,
    subject: t('closed.subject'),
    paragraphs: [t('greeting', { firstName: ltr(input.firstName) }), t('closed.body', { siteName: input.siteName })],
    blocks: [
      { type: 'heading', text: t('closed.deleted') },
      { type: 'list', items: [t('closed.deleted.0'), t('closed.deleted.1'), t('closed.deleted.2'), t('closed.deleted.3')] },
      { type: 'heading', text: t('closed.kept') },
      { type: 'paragraph', text: t('closed.kept.text', { years: input.retentionYears }) },
      { type: 'paragraph', text: t('closed.notYou', { contactEmail: ltr(input.contactEmail) }) },
      { type: 'paragraph', text: t('signature', { siteName: input.siteName }) },
    ],
  })
}
