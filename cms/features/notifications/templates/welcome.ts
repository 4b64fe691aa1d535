import { type EmailContent } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from './french-email'

export function welcomeEmail(input: { siteName: string; firstName: string; loginUrl: string }): EmailContent {
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: `Bienvenue sur ${input.siteName}`,
    paragraphs: [
      `Bonjour ${input.firstName},`,
      'Votre compte client a bien été créé. Depuis votre espace client, vous suivez vos démarches et échangez avec nos experts.',
      'À très vite,',
      `L'équipe ${input.siteName}`,
    ],
    action: { label: 'Accéder à mon espace client', url: input.loginUrl },
  })
}
