import { type EmailContent } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from './french-email'

/**
 * To a client when support writes in its inbox. A notice only: the message itself stays in
 * the client area, behind the login (email is not a safe place for a case's details).
 */
export function newMessageEmail(input: { siteName: string; firstName: string; inboxUrl: string }): EmailContent {
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: `Nouveau message de votre conseiller ${input.siteName}`,
    preheader: 'Un message vous attend dans votre espace client.',
    paragraphs: [
      `Bonjour ${input.firstName},`,
      'Votre conseiller vous a écrit un nouveau message au sujet de votre dossier. Pour des raisons de confidentialité, son contenu est à lire dans votre espace client.',
    ],
    action: { label: 'Lire le message', url: input.inboxUrl },
    footer: `${input.siteName} — vous recevez cet email parce qu'un message vous attend dans votre espace client. Vous pouvez y répondre directement.`,
  })
}
