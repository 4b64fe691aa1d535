import { type EmailContent } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from './french-email'

/** To a client when staff complete a step of one of its procedures. */
export function stepCompletedEmail(input: {
  siteName: string
  firstName: string
  projectName: string
  stepName: string
  projectUrl: string
}): EmailContent {
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: `Votre dossier avance : étape « ${input.stepName} » terminée`,
    preheader: `${input.projectName} : une étape de plus de franchie.`,
    paragraphs: [
      `Bonjour ${input.firstName},`,
      `Bonne nouvelle : l'étape « ${input.stepName} » de votre démarche « ${input.projectName} » est terminée.`,
      "Retrouvez l'avancement complet de votre dossier et les prochaines étapes dans votre espace client.",
    ],
    action: { label: 'Suivre mon dossier', url: input.projectUrl },
  })
}
