import { CreditCard, TriangleAlert } from 'lucide-react'
import styled from 'styled-components'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { EmptyState } from '../../../../components/ui/empty-state'
import { Spinner } from '../../../../components/ui/spinner'

const Problem = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 2.5rem 1.25rem;
  text-align: center;
  strong {
    font-size: 1.0625rem;
  }
  p {
    margin: -0.5rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const ProblemIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: #fee2e2;
  color: ${({ theme }) => theme.colors.danger};
`

export const PaymentsLoading = () => (
  <Card as="div">
    <Spinner label="Chargement des paiements..." />
  </Card>
)

/** The load failure (spec 2 §8), with a way out. */
export function PaymentsError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Problem as="div" role="alert">
      <ProblemIcon>
        <TriangleAlert size={24} aria-hidden="true" />
      </ProblemIcon>
      <strong>Erreur lors de la récupération des paiements</strong>
      <p>Vérifiez votre connexion, puis réessayez.</p>
      <Button $variant="secondary" onClick={onRetry} disabled={retrying}>
        Réessayer
      </Button>
    </Problem>
  )
}

/** No payment at all, or none with the chosen status. */
export function PaymentsEmpty({ filterLabel, onShowAll }: { filterLabel: string | null; onShowAll: () => void }) {
  return (
    <Card as="div">
      <EmptyState
        icon={<CreditCard size={24} />}
        action={
          filterLabel ? (
            <Button $variant="secondary" onClick={onShowAll}>
              Voir tous les paiements
            </Button>
          ) : undefined
        }
      >
        {filterLabel
          ? `Aucun paiement avec le statut « ${filterLabel} ».`
          : 'Aucun paiement pour le moment. Les commandes passées sur le site apparaîtront ici.'}
      </EmptyState>
    </Card>
  )
}
