import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { type InvoiceBuyerInput, invoiceBuyerSchema, type InvoiceSummary } from '@/contract/invoices'
import { Button } from '@/web/src/components/ui/button'
import { Muted } from '@/web/src/components/ui/card'
import { FormField, TextareaField } from '@/web/src/components/ui/form-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { serverMessage } from '@/web/src/lib/api-client'
import { useDashboardText } from '../i18n'
import { saveInvoiceBuyer } from './use-invoices'
import { localizedResolver } from '@/web/src/lib/lazy-resolver'

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`

/** The buyer's name, company and address, completed once (same schema as the server's). */
export function InvoiceBuyerForm({ invoice, onDone, onCancel }: { invoice: InvoiceSummary; onDone: () => void; onCancel: () => void }) {
  const t = useDashboardText()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InvoiceBuyerInput>({
    resolver: localizedResolver(zodResolver(invoiceBuyerSchema)),
    defaultValues: { name: invoice.buyer.name, company: invoice.buyer.company ?? '', address: invoice.buyer.address ?? '' },
  })
  const onSubmit = async (values: InvoiceBuyerInput) => {
    try {
      await saveInvoiceBuyer(invoice.id, values)
      toast({ title: t('invoice.buyer.done.title'), description: t('invoice.buyer.done.description', { number: invoice.number }) })
      onDone()
    } catch (error) {
      setError('root', { message: serverMessage(error, t('invoice.buyer.failed')) })
    }
  }
  const prefix = `invoice-${invoice.id}`
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('invoice.buyer.form', { number: invoice.number })}>
      <FormField
        id={`${prefix}-name`}
        label={t('invoice.buyer.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        id={`${prefix}-company`}
        label={t('invoice.buyer.company')}
        autoComplete="organization"
        hint={t('invoice.buyer.companyHint')}
        error={errors.company?.message}
        {...register('company')}
      />
      <TextareaField
        id={`${prefix}-address`}
        label={t('invoice.buyer.address')}
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
          {isSubmitting ? t('invoice.buyer.saving') : t('invoice.buyer.save')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {t('invoice.buyer.cancel')}
        </Button>
      </Actions>
    </form>
  )
}
