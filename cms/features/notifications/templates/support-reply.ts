import { type EmailContent } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from './french-email'

/**
 * A reply written in the back-office to a contact message or a service request: the agent's
 * words as typed (verbatim: no typography rewritten), signed with their name and the team's.
 */
export function supportReplyEmail(input: { siteName: string; subject: string; content: string; sentBy: string }): EmailContent {
  const paragraphs = input.content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  return renderFrenchEmail(
    {
      siteName: input.siteName,
      subject: input.subject,
      preheader: paragraphs[0]?.slice(0, 120),
    },
    [...paragraphs, `${input.sentBy}, pour l’équipe ${input.siteName}`],
  )
}
