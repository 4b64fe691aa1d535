/**
 * The fixed wording of invoices and credit notes. A French micro-entrepreneur's invoice carries
 * its payment terms, the late-payment penalties and the fixed recovery fee (Code de commerce,
 * art. L. 441-9, L. 441-10 and D. 441-5) even when it is already paid: the law asks for them
 * on every invoice to a business.
 */
import type { InvoiceKind } from '@/contract/invoices'

export function invoiceLegalMentions(kind: InvoiceKind, number: string, refundMethod: RefundMethod = null): string[] {
  if (kind === 'credit-note' && refundMethod === null) {
    return [
      `Cet avoir ${number} annule en totalité la facture qu'il corrige, remplacée par une facture aux coordonnées corrigées ; aucun remboursement, il ne reste rien à payer.`,
      'Conservez-le avec les deux factures : votre comptabilité doit garder les trois.',
    ]
  }
  if (kind === 'credit-note') {
    return [
      `Cet avoir ${number} annule à due concurrence la facture qu'il corrige ; le montant indiqué est remboursé au client, il ne reste rien à payer.`,
      'Conservez-le avec la facture corrigée : votre comptabilité doit garder les deux.',
    ]
  }
  return [
    `Facture acquittée : payée intégralement à la commande, il ne reste rien à payer. Conditions de paiement : comptant à la commande, sans escompte pour paiement anticipé.`,
    "En cas de retard de paiement : pénalités au taux d'intérêt de la Banque centrale européenne majoré de 10 points et, pour un client professionnel, indemnité forfaitaire pour frais de recouvrement de 40 € (art. L. 441-10 et D. 441-5 du Code de commerce).",
  ]
}

type RefundMethod = 'provider' | 'manual' | null

export function refundMethodLabel(method: RefundMethod): string {
  if (method === null) return 'aucun remboursement (correction de la facture)'
  return method === 'manual' ? 'remboursé à la main (virement)' : 'remboursé par le prestataire de paiement'
}
