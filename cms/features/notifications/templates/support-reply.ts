import { type EmailContent } from '@/cms/infra/mail/layout'
import type { Locale } from '@/contract/i18n/locales'
import { emailWords, renderLocalizedEmail } from './localized-email'

/**
 * A reply written in the back-office to a contact message or a service request: the agent's
 * words as typed (verbatim: no typography rewritten), signed with their name and the team's,
 * in the frame of the person's language.
 */
export function supportReplyEmail(input: {
  siteName: string
  subject: string
  content: string
  sentBy: string
  locale?: Locale
}): EmailContent {
  const locale = input.locale ?? 'fr'
  const { t } = emailWords(locale)
  const paragraphs = input.content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return renderLocalizedEmail(
    locale,
    {
      siteName: input.siteName,
      subject: input.subject,
      preheader: paragraphs[0]?.slice(0, 120),
    },
    [...paragraphs, t('reply.signature', { sentBy: input.sentBy, siteName: input.siteName })],
  )
}
