import { type EmailContent } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from './french-email'

/** To a client when staff refund its order: the credit note, and the invoice it corrects. */
export function creditNoteEmail(input: {
  siteName: string
  firstName: string
  orderNumber: string
  creditNoteNumber: string
  invoiceNumber: string
  /** Formatted with its currency ('997,00 €'). */
  amount: string
  /** 'manual': the money goes back by transfer, not through the card's provider. */
  refundMethod: 'provider' | 'manual'
  invoicesUrl: string
}): EmailContent {
  const how =
    input.refundMethod === 'provider'
      ? 'Le montant est reversé sur le moyen de paiement utilisé\u00a0; selon votre banque, il apparaît sur votre compte sous 5 à 10 jours ouvrés.'
      : 'Le montant vous est reversé par virement\u00a0: notre équipe vous contacte si elle a besoin de vos coordonnées bancaires.'
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: `Remboursement de votre commande ${input.orderNumber} : avoir ${input.creditNoteNumber}`,
    preheader: `${input.amount} remboursés sur votre commande ${input.orderNumber}.`,
    paragraphs: [
      `Bonjour ${input.firstName},`,
      `Nous avons remboursé ${input.amount} sur votre commande ${input.orderNumber}.`,
      how,
      `L’avoir ${input.creditNoteNumber}, qui corrige la facture ${input.invoiceNumber}, est joint à ce message avec cette facture. Vous les retrouvez aussi dans votre espace client.`,
    ],
    action: { label: 'Voir mes factures', url: input.invoicesUrl },
  })
}
