import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { type InvoiceBuyerInput, invoiceBuyerSchema, type InvoiceSummary } from '@/contract/invoices'
import { Button } from '@/web/src/components/ui/button'
import { Muted } from '@/web/src/components/ui/card'
import { FormField, TextareaField } from '@/web/src/components/ui/form-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { serverMessage } from '@/web/src/lib/api-client'
import { saveInvoiceBuyer } from './use-invoices'

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`

/** The buyer's name, company and address, completed once (same schema as the server's). */
export function InvoiceBuyerForm({ invoice, onDone, onCancel }: { invoice: InvoiceSummary; onDone: () => void; onCancel: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InvoiceBuyerInput>({
    resolver: zodResolver(invoiceBuyerSchema),
    defaultValues: { name: invoice.buyer.name, company: invoice.buyer.company ?? '', address: invoice.buyer.address ?? '' },
  })
  const onSubmit = async (values: InvoiceBuyerInput) => {
    try {
      await saveInvoiceBuyer(invoice.id, values)
      toast({ title: 'Facture complétée', description: `La facture ${invoice.number} est maintenant définitive.` })
      onDone()
    } catch (error) {
      setError('root', { message: serverMessage(error, 'La facture n’a pas pu être complétée.') })
    }
  }
  const prefix = `invoice-${invoice.id}`
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={`Compléter la facture ${invoice.number}`}>
      <FormField id={`${prefix}-name`} label="Nom de l’acheteur" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <FormField
        id={`${prefix}-company`}
        label="Société (facultatif)"
        autoComplete="organization"
        hint="Le nom de la société à facturer, même en cours de création."
        error={errors.company?.message}
        {...register('company')}
      />
      <TextareaField
        id={`${prefix}-address`}
        label="Adresse (facultatif)"
        autoComplete="street-address"
        rows={3}
        error={errors.address?.message}
        {...register('address')}
      />
      {errors.root ? (
        <Muted as="p" role="alert">
          {errors.root.message}
        </Muted>
      ) : null}
      <Actions>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Enregistrement…' : 'Enregistrer la facture'}
        </Button>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          Annuler
        </Button>
      </Actions>
    </form>
  )
}
