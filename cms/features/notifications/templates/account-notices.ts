/** The account controls' emails (issue 33 item 7): password changed, email change, account closed. */
import { type EmailContent } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from './french-email'

/** To the account's address after a password change made from the client area. */
export function passwordChangedEmail(input: { siteName: string; firstName: string; forgotPasswordUrl: string }): EmailContent {
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: 'Votre mot de passe a été modifié',
    paragraphs: [
      `Bonjour ${input.firstName},`,
      `Le mot de passe de votre espace client ${input.siteName} vient d'être modifié. Vos autres appareils ont été déconnectés.`,
      "Ce n'est pas vous ? Choisissez tout de suite un nouveau mot de passe avec le lien ci-dessous, puis écrivez-nous.",
    ],
    action: { label: 'Choisir un nouveau mot de passe', url: input.forgotPasswordUrl },
  })
}

/** To the new address: the link that makes it the account's. */
export function emailChangeConfirmEmail(input: {
  siteName: string
  firstName: string
  newEmail: string
  confirmUrl: string
  validForHours: number
}): EmailContent {
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: 'Confirmez votre nouvelle adresse email',
    preheader: `Un clic pour utiliser ${input.newEmail} sur votre espace client.`,
    paragraphs: [
      `Bonjour ${input.firstName},`,
      `Vous avez demandé à utiliser ${input.newEmail} pour votre espace client ${input.siteName}. Confirmez-le avec le bouton ci-dessous : c'est ensuite avec cette adresse que vous vous connecterez.`,
      `Ce lien est valable ${input.validForHours} heures et ne sert qu'une fois.`,
      "Vous n'avez rien demandé ? Ignorez cet email : rien ne change.",
    ],
    action: { label: 'Confirmer ma nouvelle adresse', url: input.confirmUrl },
  })
}

/** To the current address: someone asked to move the account to another one. */
export function emailChangeNoticeEmail(input: {
  siteName: string
  firstName: string
  newEmail: string
  forgotPasswordUrl: string
}): EmailContent {
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: "Changement de l'adresse email de votre compte",
    paragraphs: [
      `Bonjour ${input.firstName},`,
      `Une demande de changement d'adresse email a été faite depuis votre espace client ${input.siteName} : la nouvelle adresse serait ${input.newEmail}.`,
      "Elle ne prendra effet que lorsque le lien envoyé à cette nouvelle adresse aura été suivi. D'ici là, votre adresse actuelle reste celle du compte.",
      "Ce n'est pas vous ? Changez tout de suite votre mot de passe : le lien envoyé à la nouvelle adresse cessera de fonctionner.",
    ],
    action: { label: 'Changer mon mot de passe', url: input.forgotPasswordUrl },
  })
}

/** To the address the account had, once closed. */
export function accountClosedEmail(input: {
  siteName: string
  firstName: string
  retentionYears: number
  contactEmail: string
}): EmailContent {
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: 'Votre compte a été fermé',
    paragraphs: [`Bonjour ${input.firstName},`, `Comme vous l'avez demandé, votre compte client ${input.siteName} est fermé.`],
    blocks: [
      { type: 'heading', text: 'Ce qui a été supprimé' },
      {
        type: 'list',
        items: [
          'vos projets et leurs étapes ;',
          'vos messages ;',
          'vos documents et leurs fichiers ;',
          'vos nom, prénom, adresse email, téléphone et mot de passe.',
        ],
      },
      { type: 'heading', text: 'Ce qui est conservé' },
      {
        type: 'paragraph',
        text: `Vos paiements et leurs reçus, ${input.retentionYears} ans à compter du paiement, comme la loi l'impose pour les documents comptables ; ils sont ensuite supprimés.`,
      },
      {
        type: 'paragraph',
        text: `Vous n'êtes pas à l'origine de cette fermeture ? Écrivez-nous sans attendre à ${input.contactEmail}.`,
      },
      { type: 'paragraph', text: `L'équipe ${input.siteName}` },
    ],
  })
}
