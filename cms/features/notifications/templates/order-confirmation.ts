import { frenchDateTime } from '@/cms/infra/lib/french-date'
import { formatMoney } from '@/contract/money'
import { type EmailBlock, type EmailContent } from '@/cms/infra/mail/layout'
import { renderFrenchEmail } from './french-email'

export interface OrderConfirmationInput {
  siteName: string
  customerName: string
  /** 'GS-XXXXXXXX' */
  orderNumber: string
  serviceLabel: string
  /** Minor units of `currency`. */
  amountMinor: number
  currency: string
  paidAt: Date
  dashboardUrl: string
  /** The account was created with this order: a separate email lets the client choose a password. */
  newAccount: boolean
  contactEmail: string
  contactPhone: string
  whatsappUrl: string
}

/**
 * To the client once the payment is confirmed. The sender attaches the receipt: renderReceiptPdf,
 * named receiptPdfFilename(orderNumber).
 */
export function orderConfirmationEmail(input: OrderConfirmationInput): EmailContent {
  const amount = formatMoney(input.amountMinor, input.currency)
  const account: EmailBlock[] = input.newAccount
    ? [
        {
          type: 'note',
          text: "Votre espace client a été créé avec l'adresse de cet email. Un email séparé vous permet de choisir votre mot de passe ; pensez à regarder dans vos courriers indésirables si vous ne le voyez pas.",
        },
      ]
    : []
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: `Confirmation de votre commande ${input.orderNumber}`,
    preheader: `Paiement de ${amount} reçu. Un expert vous contacte sous 24 h.`,
    paragraphs: [
      `Bonjour ${input.customerName},`,
      'Merci pour votre confiance : votre paiement a bien été reçu et votre commande est confirmée.',
    ],
    blocks: [
      {
        type: 'details',
        rows: [
          { label: 'Numéro de commande', value: input.orderNumber },
          { label: 'Service', value: input.serviceLabel },
          { label: 'Montant payé', value: amount },
          { label: 'Date', value: `${frenchDateTime(input.paidAt)} (heure de Paris)` },
        ],
      },
      { type: 'paragraph', text: 'Votre reçu de paiement est joint à cet email au format PDF.' },
      { type: 'heading', text: 'Les prochaines étapes' },
      {
        type: 'steps',
        items: [
          { title: 'Email de confirmation', text: 'Le voici : votre commande est enregistrée et votre reçu est joint.' },
          {
            title: 'Un expert vous contacte sous 24 h',
            text: 'Par téléphone ou WhatsApp, pour faire le point sur votre projet et les documents à réunir.',
          },
          { title: 'Création de votre entreprise', text: 'Votre expert mène les démarches avec vous : résultat garanti sous 30 jours.' },
        ],
      },
      { type: 'heading', text: 'Suivre votre projet' },
      {
        type: 'paragraph',
        text: 'Dans votre espace client, vous suivez chaque étape de la création et vous échangez avec votre expert.',
      },
      ...account,
      { type: 'action', label: 'Accéder à mon espace client', url: input.dashboardUrl },
      { type: 'heading', text: 'Une question ?' },
      {
        type: 'details',
        rows: [
          { label: 'Email', value: input.contactEmail, url: `mailto:${input.contactEmail}` },
          { label: 'Téléphone', value: input.contactPhone, url: `tel:${input.contactPhone.replace(/[^\d+]/g, '')}` },
          { label: 'WhatsApp', value: 'Nous écrire sur WhatsApp', url: input.whatsappUrl },
        ],
      },
      { type: 'paragraph', text: 'Rappelez votre numéro de commande : nous vous répondrons plus vite.' },
      { type: 'paragraph', text: 'Merci et à très vite,' },
      { type: 'paragraph', text: `L'équipe ${input.siteName}` },
    ],
  })
}
