import { zodResolver } from '@hookform/resolvers/zod'
import { PencilLine } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { AdminPayment, PaymentDocument } from '@/contract/admin-payments'
import { type InvoiceBuyerInput, invoiceBuyerSchema } from '@/contract/invoices'
import type { z } from '@/contract/zod'
import { Button } from '@/web/src/components/ui/button'
import { FormField, TextareaField } from '@/web/src/components/ui/form-field'
import { Modal, ModalActions, ModalError } from '@/web/src/components/ui/modal'
import { toast } from '@/web/src/components/ui/use-toast'
import { serverMessage } from '@/web/src/lib/api-client'
import { correctInvoice } from '../api/correct-invoice'
import { refreshAdminPayments } from '../api/use-admin-payments'
import { customerName } from './payment-parts'

type Input = z.input<typeof invoiceBuyerSchema>

function CorrectionForm({ payment, invoice, onDone }: { payment: AdminPayment; invoice: PaymentDocument; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, InvoiceBuyerInput>({
    resolver: zodResolver(invoiceBuyerSchema),
    defaultValues: { name: payment.customer?.nomComplet ?? customerName(payment), company: '', address: '' },
  })
  const [failure, setFailure] = useState<string | null>(null)

  const onSubmit = async (buyer: InvoiceBuyerInput) => {
    setFailure(null)
    try {
      const issued = await correctInvoice(invoice.id, buyer)
      toast({
        title: 'Facture corrigée',
        description: `Facture ${issued.invoice.number} émise, avoir ${issued.creditNote.number} pour la facture ${invoice.number}\u00a0; le client les reçoit par email.`,
      })
      onDone()
    } catch (error) {
      setFailure(serverMessage(error, 'La facture n’a pas pu être corrigée. Réessayez dans un instant.'))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <p>
        Une facture émise ne se modifie pas&nbsp;: un avoir annule la facture {invoice.number} et une nouvelle facture, aux coordonnées
        ci-dessous, la remplace. Aucun paiement ni remboursement ne change.
      </p>
      <FormField label="Nom de l’acheteur" autoComplete="off" data-autofocus error={errors.name?.message} {...register('name')} />
      <FormField label="Société (facultatif)" autoComplete="off" error={errors.company?.message} {...register('company')} />
      <TextareaField label="Adresse (facultatif)" rows={3} maxLength={400} error={errors.address?.message} {...register('address')} />
      {failure ? <ModalError role="alert">{failure}</ModalError> : null}
      <ModalActions>
        <Button $variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Annuler
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Émission…' : 'Émettre l’avoir et la facture corrigée'}
        </Button>
      </ModalActions>
    </form>
  )
}

/**
 * « Corriger » on a payment's current invoice (issue 34 item 1): the client already holds it, so
 * the correction is a credit note and a new invoice. Offered while the payment has no credit
 * note: a refunded one is corrected by its refund's credit note already.
 */
export function CorrectInvoiceAction({ payment, invoice }: { payment: AdminPayment; invoice: PaymentDocument }) {
  const [open, setOpen] = useState(false)
  const close = () => {
    setOpen(false)
    void refreshAdminPayments()
  }
  return (
    <>
      <Button $variant="ghost" onClick={() => setOpen(true)} aria-label={`Corriger la facture ${invoice.number}`}>
        <PencilLine size={14} aria-hidden="true" />
        Corriger
      </Button>
      <Modal open={open} onClose={close} title={`Corriger la facture ${invoice.number}`} role="alertdialog">
        {open ? <CorrectionForm payment={payment} invoice={invoice} onDone={close} /> : null}
      </Modal>
    </>
  )
}
