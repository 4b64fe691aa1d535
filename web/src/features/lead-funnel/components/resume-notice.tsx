/**
 * What the funnel says when a founder comes back from a provider's cancel (issue 33 item 5): the
 * payment's outcome, and that what they typed is kept. Announced politely, above step 2's offers.
 */
import { Info } from 'lucide-react'
import styled from 'styled-components'

export type ResumeOutcome = 'cancelled' | 'failed' | 'pending' | 'expired'

const TEXTS: Record<ResumeOutcome, { title: string; text: string }> = {
  cancelled: {
    title: 'Paiement annulé',
    text: 'Aucun montant n’a été débité. Vos coordonnées sont conservées\u202f: vous pouvez reprendre votre commande quand vous le souhaitez.',
  },
  failed: {
    title: 'Le paiement n’a pas abouti',
    text: 'Aucun montant n’a été débité. Vos coordonnées sont conservées\u202f: vous pouvez réessayer, avec une autre carte si besoin.',
  },
  pending: {
    title: 'Paiement non finalisé',
    text: 'Vos coordonnées sont conservées. Si vous avez payé dans un autre onglet, l’email de confirmation fait foi\u202f; inutile de payer une seconde fois.',
  },
  expired: {
    title: 'Lien de reprise expiré',
    text: 'Ce lien de reprise n’est plus valable\u202f: renseignez à nouveau vos coordonnées.',
  },
}

const Box = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  margin: 0 0 1.5rem;
  padding: 1rem 1.1rem;
  border: 1px solid #bfdbfe;
  border-radius: 12px;
  background: #eff6ff;
  color: #1e3a8a;
  svg {
    flex: none;
    margin-top: 0.15rem;
  }
  strong {
    display: block;
    margin-bottom: 0.2rem;
  }
  p {
    margin: 0;
  }
`

export function ResumeNotice({ outcome }: { outcome: ResumeOutcome }) {
  const { title, text } = TEXTS[outcome]
  return (
    <Box role="status" data-testid="funnel-resume-notice">
      <Info size={20} aria-hidden="true" />
      <p>
        <strong>{title}</strong>
        {text}
      </p>
    </Box>
  )
}
