import { format } from 'date-fns'
import { CircleCheck, CircleX } from 'lucide-react'
import { useState } from 'react'
import styled from 'styled-components'
import { type AdminPayment, amountToMinor, type UpdatePaymentInput, updatePaymentSchema } from '@/contract/admin-payments'
import { formatMoney } from '@/contract/money'
import { Button } from '@/web/src/components/ui/button'
import { FormField } from '@/web/src/components/ui/form-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { refreshAdminPayments } from '../api/use-admin-payments'
import { updatePayment } from '../api/update-payment'
import { ConfirmDialog } from '@/web/src/components/ui/confirm-dialog'
import { customerName } from './payment-parts'
import { RefundAction } from './refund-dialog'

const Buttons = styled.div<{ $stacked: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    flex: 1 1 auto;
    padding-inline: 0.75rem;
    font-size: 0.9375rem;
    white-space: nowrap;
  }
`

const DangerButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.danger};
    background: #fef2f2;
    border-color: ${({ theme }) => theme.colors.danger};
  }
`

const Summary = styled.div`
  padding: 0.75rem 1rem;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
  strong {
    display: block;
    font-size: 1.125rem;
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`

const nowForInput = () => format(new Date(), "yyyy-MM-dd'T'HH:mm")

type Move = 'completed' | 'failed'

/**
 * The two moves a pending payment offers (spec 2 §2, §4), each confirmed first: mark paid (with
 * when the money arrived, now by default) and mark failed. Toasts as spec 2 §8. A paid one offers
 * its refund (refund-dialog.tsx).
 */
export function PaymentActions({ payment, stacked = false }: { payment: AdminPayment; stacked?: boolean }) {
  const [move, setMove] = useState<Move | null>(null)
  const [paidAt, setPaidAt] = useState(nowForInput)
  const [dateError, setDateError] = useState<string>()
  // A paid payment offers its refund instead (issue 34).
  if (payment.status !== 'pending') return <RefundAction payment={payment} />

  const open = (next: Move) => {
    setPaidAt(nowForInput())
    setDateError(undefined)
    setMove(next)
  }

  const confirm = async () => {
    const input =
      move === 'completed' ? { status: 'completed', paidAt: paidAt ? new Date(paidAt).toISOString() : undefined } : { status: 'failed' }
    const parsed = updatePaymentSchema.safeParse(input)
    if (!parsed.success) {
      setDateError(parsed.error.issues[0]?.message ?? 'Date de paiement invalide')
      return
    }
    try {
      await updatePayment(payment.id, parsed.data as UpdatePaymentInput)
      toast({ title: 'Paiement mis à jour' })
    } catch {
      toast({ variant: 'destructive', title: 'Erreur', description: 'Impossible de mettre à jour le paiement' })
    } finally {
      setMove(null)
      // Either way the list is read again: a refused move means the payment changed elsewhere.
      void refreshAdminPayments()
    }
  }

  const who = customerName(payment)
  const amount = formatMoney(amountToMinor(payment.amount, payment.currency), payment.currency)
  return (
    <>
      <Buttons $stacked={stacked}>
        <Button onClick={() => open('completed')} aria-label={`Marquer comme payé\u00a0: ${amount}, ${who}`}>
          <CircleCheck size={18} aria-hidden="true" />
          Marquer comme payé
        </Button>
        <DangerButton $variant="secondary" onClick={() => open('failed')} aria-label={`Marquer comme échoué\u00a0: ${amount}, ${who}`}>
          <CircleX size={18} aria-hidden="true" />
          Marquer comme échoué
        </DangerButton>
      </Buttons>
      <ConfirmDialog
        open={move !== null}
        alert={false}
        title={move === 'completed' ? 'Marquer ce paiement comme payé\u202f?' : 'Marquer ce paiement comme échoué\u202f?'}
        confirmLabel={move === 'completed' ? 'Marquer comme payé' : 'Marquer comme échoué'}
        busyLabel="Mise à jour…"
        confirmVariant={move === 'completed' ? 'primary' : 'danger'}
        onConfirm={confirm}
        onClose={() => setMove(null)}
      >
        <Summary>
          <strong>{amount}</strong>
          <span>
            {who} · {payment.reference}
          </span>
        </Summary>
        {move === 'completed' ? (
          <>
            <p>
              Le compte du client et son projet seront créés s’ils n’existent pas encore, et l’email de confirmation de commande lui sera
              envoyé.
            </p>
            <FormField
              label="Date de réception du paiement"
              type="datetime-local"
              value={paidAt}
              max={nowForInput()}
              required
              onChange={(event) => {
                setPaidAt(event.target.value)
                setDateError(undefined)
              }}
              error={dateError}
              hint="Par défaut, maintenant. Indiquez la date du virement s’il est arrivé plus tôt."
            />
          </>
        ) : (
          <p>Le paiement sera marqué comme échoué. Il ne pourra plus être marqué comme payé depuis cette page.</p>
        )}
      </ConfirmDialog>
    </>
  )
}
