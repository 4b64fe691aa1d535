import { zodResolver } from '@hookform/resolvers/zod'
import { Undo2 } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import styled from 'styled-components'
import {
  type AdminPayment,
  amountToMinor,
  currencyName,
  decimalComma,
  minorToAmount,
  refundableMinor,
  refundPaymentSchema,
} from '@/contract/admin-payments'
import { formatMoney } from '@/contract/money'
import type { z } from '@/contract/zod'
import { Button } from '@/web/src/components/ui/button'
import { FormField, TextareaField } from '@/web/src/components/ui/form-field'
import { Modal, ModalActions, ModalError } from '@/web/src/components/ui/modal'
import { toast } from '@/web/src/components/ui/use-toast'
import { serverMessage } from '@/web/src/lib/api-client'
import { refundPayment } from '../api/refund-payment'
import { refreshAdminPayments } from '../api/use-admin-payments'
import { customerName, paymentAmount } from './payment-parts'

type Input = z.input<typeof refundPaymentSchema>
type Output = z.output<typeof refundPaymentSchema>

const Summary = styled.div`
  margin-bottom: 1rem;
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

const Outcome = styled.ul`
  margin: 0 0 1rem;
  padding-inline-start: 1.25rem;
  display: grid;
  gap: 0.35rem;
  font-size: 0.9375rem;
`

/** What the refund does with the money, said before it is done. */
function howMoneyGoesBack(payment: AdminPayment): string {
  if (payment.refundMethod === 'manual')
    return payment.provider === 'chargily'
      ? 'Chargily Pay ne permet pas de rembourser en ligne\u00a0: le remboursement sera enregistré comme fait à la main. Envoyez ensuite vous-même l’argent au client (virement).'
      : 'Ce paiement a été confirmé à la main\u00a0: le remboursement sera enregistré comme fait à la main. Envoyez ensuite vous-même l’argent au client (virement).'
  if (payment.provider === 'stripe') return 'Stripe reverse le montant sur la carte du client (5 à 10 jours ouvrés selon sa banque).'
  return 'Paiement de test\u00a0: le remboursement est enregistré aussitôt, aucun argent ne circule.'
}

function RefundForm({ payment, onDone }: { payment: AdminPayment; onDone: () => void }) {
  // What remained when the dialog opened: the form's rules and texts keep it, while the list under
  // the dialog may be read again (a live update) after a refund made elsewhere.
  const [remainder] = useState(() => refundableMinor(payment))
  const leftNow = refundableMinor(payment)
  const changedElsewhere =
    payment.status !== 'completed' || leftNow <= 0
      ? 'Ce paiement est déjà entièrement remboursé.'
      : leftNow < remainder
        ? `Un autre remboursement vient d’être enregistré\u00a0: il reste ${formatMoney(leftNow, payment.currency)} à rembourser.`
        : null
  const remainderText = formatMoney(remainder, payment.currency)
  // The schema's rules, and the remainder the server checks again under its lock.
  const [schema] = useState(() =>
    refundPaymentSchema.superRefine(({ amount }, context) => {
      const minor = amount === undefined ? remainder : amountToMinor(amount, payment.currency)
      if (minor <= 0) context.addIssue({ code: 'custom', path: ['amount'], message: 'Le montant à rembourser doit être supérieur à zéro.' })
      else if (minor > remainder)
        context.addIssue({ code: 'custom', path: ['amount'], message: `Au plus ${remainderText}, ce qui reste à rembourser.` })
    }),
  )
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { amount: decimalComma(minorToAmount(remainder, payment.currency)), reason: '' },
  })
  const [failure, setFailure] = useState<string | null>(null)

  const typed = refundPaymentSchema.shape.amount.safeParse(useWatch({ control, name: 'amount' }))
  const whole = typed.success && typed.data !== undefined && amountToMinor(typed.data, payment.currency) === remainder
  // The current invoice: a corrected one is replaced by the latest.
  const invoice = payment.documents.findLast((document) => document.kind === 'invoice')

  const onSubmit = async (input: Output) => {
    setFailure(null)
    try {
      const { creditNote, refundMethod } = await refundPayment(payment.id, input)
      const given = formatMoney(input.amount === undefined ? remainder : amountToMinor(input.amount, payment.currency), payment.currency)
      toast({
        title: 'Remboursement enregistré',
        description:
          refundMethod === 'manual'
            ? `Avoir ${creditNote.number} émis. Envoyez maintenant ${given} au client\u00a0: ce remboursement se fait à la main.`
            : `Avoir ${creditNote.number} émis et envoyé au client par email.`,
        durationMs: refundMethod === 'manual' ? 10_000 : undefined,
      })
      onDone()
    } catch (error) {
      // Told in the dialog, which stays open: the page under it is inert.
      setFailure(serverMessage(error, 'Le remboursement n’a pas pu être enregistré. Réessayez dans un instant.'))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Summary>
        <strong>{paymentAmount(payment)}</strong>
        <span>
          {customerName(payment)} · {payment.reference}
        </span>
      </Summary>
      <FormField
        label={`Montant à rembourser (${payment.currency})`}
        inputMode="decimal"
        autoComplete="off"
        data-autofocus
        hint={`Au plus ${remainderText}, en ${currencyName(payment.currency)} (${payment.currency}).`}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextareaField
        label="Motif du remboursement"
        hint="Il figure sur l’avoir envoyé au client."
        rows={3}
        maxLength={500}
        required
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Outcome aria-label="Ce qui va se passer">
        <li>{howMoneyGoesBack(payment)}</li>
        <li>Un avoir{invoice ? ` sur la facture ${invoice.number}` : ''} est émis et envoyé au client par email.</li>
        <li>
          {whole
            ? 'Le paiement passera au statut «\u00a0Remboursé\u00a0» et la démarche qu’il a ouverte sera annulée (sauf si elle est déjà terminée).'
            : 'Le paiement restera «\u00a0Payé\u00a0», avec le montant remboursé indiqué.'}
        </li>
      </Outcome>
      {(failure ?? changedElsewhere) ? <ModalError role="alert">{failure ?? changedElsewhere}</ModalError> : null}
      <ModalActions>
        <Button $variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Annuler
        </Button>
        <Button type="submit" $variant="danger" disabled={isSubmitting}>
          {isSubmitting ? 'Remboursement…' : 'Rembourser'}
        </Button>
      </ModalActions>
    </form>
  )
}

/** « Rembourser » on a paid payment with something left to give back, and its confirmation (issue 34 item 3). */
export function RefundAction({ payment }: { payment: AdminPayment }) {
  const [open, setOpen] = useState(false)
  // Read again however it closes: refunded, or refused because the payment changed elsewhere.
  const close = () => {
    setOpen(false)
    void refreshAdminPayments()
  }
  const refundable = payment.status === 'completed' && refundableMinor(payment) > 0
  // An open dialog stays while the payment changes under it (refunded elsewhere): it says so.
  if (!refundable && !open) return null
  return (
    <>
      {refundable ? (
        <Button
          $variant="secondary"
          onClick={() => setOpen(true)}
          aria-label={`Rembourser\u00a0: ${paymentAmount(payment)}, ${customerName(payment)}`}
        >
          <Undo2 size={18} aria-hidden="true" />
          Rembourser
        </Button>
      ) : null}
      <Modal open={open} onClose={close} title="Rembourser ce paiement" role="alertdialog">
        {open ? <RefundForm payment={payment} onDone={close} /> : null}
      </Modal>
    </>
  )
}
