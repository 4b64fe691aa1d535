import { type EmailContent } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from './french-email'

export function passwordResetEmail(input: {
  siteName: string
  firstName: string
  resetUrl: string
  validForMinutes: number
}): EmailContent {
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: 'Réinitialisation de votre mot de passe',
    paragraphs: [
      `Bonjour ${input.firstName},`,
      'Vous avez demandé à réinitialiser le mot de passe de votre espace client. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
      `Ce lien est valable ${input.validForMinutes} minutes et ne peut servir qu'une fois.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.",
    ],
    action: { label: 'Choisir un nouveau mot de passe', url: input.resetUrl },
  })
}
