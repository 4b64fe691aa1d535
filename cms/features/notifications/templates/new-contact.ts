import { type EmailContent } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from './french-email'

export interface NewContactInput {
  siteName: string
  firstName: string
  lastName: string
  email: string
  phone?: string
  company?: string
  message: string
}

/** One line for a header: a visitor's name must not carry line breaks into the subject. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

/** To the team: a visitor wrote through the contact form. Everything is escaped by renderEmail. */
export function newContactEmail(input: NewContactInput): EmailContent {
  const name = oneLine(`${input.firstName} ${input.lastName}`)
  // The visitor's message is passed as it was typed; the rest is set in French typography.
  return renderFrenchEmail(
    {
      siteName: input.siteName,
      subject: `Nouveau message de contact : ${name}`,
      paragraphs: [
        'Un visiteur a écrit depuis le formulaire de contact du site.',
        `Nom : ${name}`,
        `Email : ${input.email}`,
        ...(input.phone ? [`Téléphone : ${input.phone}`] : []),
        ...(input.company ? [`Entreprise : ${oneLine(input.company)}`] : []),
        'Message :',
      ],
      footer: `${input.siteName} — répondez à cet email pour écrire directement à ${name}.`,
    },
    // One paragraph per line: the HTML part would otherwise join the visitor's lines.
    input.message.split(/\r?\n/).filter((line) => line.trim() !== ''),
  )
}
