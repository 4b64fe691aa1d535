import { type EmailContent } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from './french-email'

/** To a client whose account was created with a paid order: choose a password to open it. */
export function setPasswordEmail(input: {
  siteName: string
  firstName: string
  setPasswordUrl: string
  validForHours: number
  loginEmail: string
}): EmailContent {
  const validity = `${input.validForHours} ${input.validForHours > 1 ? 'heures' : 'heure'}`
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: 'Votre espace client est prêt : choisissez votre mot de passe',
    preheader: 'Un dernier pas pour suivre la création de votre entreprise en ligne.',
    paragraphs: [
      `Bonjour ${input.firstName},`,
      `Avec votre commande, nous avons créé votre espace client ${input.siteName}. Il ne vous reste qu'à choisir votre mot de passe pour y accéder.`,
    ],
    blocks: [
      { type: 'paragraph', text: `Votre identifiant de connexion : ${input.loginEmail}` },
      { type: 'action', label: 'Choisir mon mot de passe', url: input.setPasswordUrl },
      {
        type: 'note',
        text: `Ce lien est valable ${validity} et ne sert qu'une fois. Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion avec l'adresse ci-dessus.`,
      },
      { type: 'heading', text: 'Dans votre espace client' },
      {
        type: 'list',
        items: [
          "l'avancement de la création de votre entreprise, étape par étape ;",
          'la messagerie avec votre expert ;',
          'les documents de votre dossier ;',
          'vos informations de compte.',
        ],
      },
      { type: 'paragraph', text: "Vous n'avez passé aucune commande ? Ignorez cet email : aucun mot de passe ne sera défini." },
      { type: 'paragraph', text: 'À très vite,' },
      { type: 'paragraph', text: `L'équipe ${input.siteName}` },
    ],
  })
}
