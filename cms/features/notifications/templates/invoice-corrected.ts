import { type EmailContent } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from './french-email'

/** To a client whose invoice staff corrected: the new invoice, and the credit note cancelling the old one. */
export function invoiceCorrectedEmail(input: {
  siteName: string
  firstName: string
  orderNumber: string
  invoiceNumber: string
  correctedNumber: string
  creditNoteNumber: string
  invoicesUrl: string
}): EmailContent {
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: `Votre facture corrigée : ${input.invoiceNumber}`,
    preheader: `La facture ${input.invoiceNumber} remplace la facture ${input.correctedNumber} de votre commande ${input.orderNumber}.`,
    paragraphs: [
      `Bonjour ${input.firstName},`,
      `Comme convenu, nous avons corrigé les coordonnées de votre facture pour la commande ${input.orderNumber}.`,
      `Une facture émise ne se modifie pas : l’avoir ${input.creditNoteNumber} annule la facture ${input.correctedNumber}, et la facture ${input.invoiceNumber} la remplace. Aucun paiement ni remboursement ne change.`,
      'Les deux documents sont joints à ce message ; vous les retrouvez aussi dans votre espace client. Gardez-les tous dans votre comptabilité.',
    ],
    action: { label: 'Voir mes factures', url: input.invoicesUrl },
  })
}
