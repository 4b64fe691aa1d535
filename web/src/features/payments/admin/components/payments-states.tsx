import { CreditCard } from 'lucide-react'
import { Button } from '@/web/src/components/ui/button'
import { ListEmpty, ListError, ListLoading } from '@/web/src/components/ui/list-states'
import { quoted } from '@/contract/french/typography'

export const PaymentsLoading = () => <ListLoading label="Chargement des paiements…" />

/** The load failure (spec 2 §8), with a way out. */
export const PaymentsError = ({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) => (
  <ListError message="Erreur lors de la récupération des paiements" retrying={retrying} onRetry={onRetry} />
)

/** No payment at all, or none with the chosen status. */
export function PaymentsEmpty({ filterLabel, onShowAll }: { filterLabel: string | null; onShowAll: () => void }) {
  return (
    <ListEmpty
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
    </ListEmpty>
  )
}
