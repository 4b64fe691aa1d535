import { type EmailContent } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from './french-email'

interface DocumentNoticeInput {
  siteName: string
  firstName: string
  projectName: string
  documentLabel: string
  projectUrl: string
}

/** To a client when staff add an official document to one of its procedures. */
export function documentReturnedEmail(input: DocumentNoticeInput): EmailContent {
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: `Nouveau document disponible : ${input.documentLabel}`,
    preheader: `${input.projectName} : un document officiel vous attend dans votre espace.`,
    paragraphs: [
      `Bonjour ${input.firstName},`,
      `Notre équipe a déposé le document « ${input.documentLabel} » dans votre démarche « ${input.projectName} ».`,
      'Vous pouvez le consulter et le télécharger dès maintenant depuis votre espace client.',
    ],
    action: { label: 'Voir mes documents', url: input.projectUrl },
  })
}

/** To a client when staff refuse one of its papers: why, and what to do. */
export function documentRejectedEmail(input: DocumentNoticeInput & { note: string }): EmailContent {
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: `Document à renvoyer : ${input.documentLabel}`,
    preheader: `${input.projectName} : un document doit être remplacé.`,
    paragraphs: [
      `Bonjour ${input.firstName},`,
      `Le document « ${input.documentLabel} » envoyé pour votre démarche « ${input.projectName} » n'a pas pu être accepté.`,
      ...(input.note ? [`Motif indiqué par notre équipe : ${input.note}`] : []),
      'Merci d’envoyer un nouveau fichier depuis votre espace client pour que votre dossier continue d’avancer.',
    ],
    action: { label: 'Envoyer un nouveau document', url: input.projectUrl },
  })
}
