import { CreditCard } from 'lucide-react'
import { Button } from '@/web/src/components/ui/button'
import { Card } from '@/web/src/components/ui/card'
import { EmptyState } from '@/web/src/components/ui/empty-state'
import { LoadProblem } from '@/web/src/components/ui/load-problem'
import { Spinner } from '@/web/src/components/ui/spinner'
import { quoted } from '@/contract/french/typography'

export const PaymentsLoading = () => (
  <Card as="div">
    <Spinner label="Chargement des paiements…" />
  </Card>
)

/** The load failure (spec 2 §8), with a way out. */
export const PaymentsError = ({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) => (
  <LoadProblem message="Erreur lors de la récupération des paiements" retrying={retrying} onRetry={onRetry} />
)

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
          ? `Aucun paiement avec le statut ${quoted(filterLabel)}.`
          : 'Aucun paiement pour le moment. Les commandes passées sur le site apparaîtront ici.'}
      </EmptyState>
    </Card>
  )
}
