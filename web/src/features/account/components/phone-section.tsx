import { zodResolver } from '@hookform/resolvers/zod'
import { Phone } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { type PhoneFormValues, phoneFormSchema, splitStoredPhone } from '@/contract/account'
import { funnelTelephone } from '@/contract/lead-funnel'
import { DEFAULT_DIAL_CODE, DIAL_CODES, findDialCode, formatPhoneNumber, stripPhoneSeparators } from '@/contract/phone'
import { Button } from '@/web/src/components/ui/button'
import { FormField } from '@/web/src/components/ui/form-field'
import { SelectField } from '@/web/src/components/ui/select-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { serverMessage } from '@/web/src/lib/api-client'
import { updateAccount, useAccount } from '../api/account-api'
import { AccountSection } from './section'

const DIAL_OPTIONS = DIAL_CODES.map((entry) => ({ value: entry.code, label: `${entry.country} (${entry.code})` }))

function PhoneForm({ phone }: { phone: string | null }) {
  const { mutate } = useAccount()
  const stored = splitStoredPhone(phone)
  const initialCode = stored?.countryCode ?? DEFAULT_DIAL_CODE
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting },
    reset,
  } = useForm<PhoneFormValues>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { countryCode: initialCode, telephone: stored ? formatPhoneNumber(initialCode, stored.telephone) : '' },
  })
  const dialCode = useWatch({ control, name: 'countryCode' })
  const example = (findDialCode(dialCode) ?? findDialCode(DEFAULT_DIAL_CODE)!).example

  const onSubmit = async ({ countryCode, telephone }: PhoneFormValues) => {
    const removing = stripPhoneSeparators(telephone) === ''
    try {
      const saved = await updateAccount({ phone: removing ? null : funnelTelephone(countryCode, telephone) })
      reset(getValues())
      await mutate(saved, { revalidate: false })
      toast({ title: removing ? 'Téléphone retiré' : 'Téléphone enregistré' })
    } catch (error) {
      const message = serverMessage(error, 'Le téléphone n’a pas pu être enregistré.')
      setError('telephone', { message }, { shouldFocus: true })
    }
  }

  const telephone = register('telephone')
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <SelectField
        id="account-dial-code"
        label="Indicatif pays"
        autoComplete="tel-country-code"
        options={DIAL_OPTIONS}
        error={errors.countryCode?.message}
        {...register('countryCode', {
          onChange: () => setValue('telephone', formatPhoneNumber(getValues('countryCode'), getValues('telephone'))),
        })}
      />
      <FormField
        id="account-phone"
        label="Numéro de téléphone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={example}
        hint="Laissez vide pour retirer votre numéro."
        error={errors.telephone?.message}
        {...telephone}
        onChange={(event) => {
          event.target.value = formatPhoneNumber(dialCode, event.target.value)
          return telephone.onChange(event)
        }}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Enregistrement…' : 'Enregistrer le téléphone'}
      </Button>
    </form>
  )
}

/** « Téléphone »: the funnel's dial codes and rules; an empty number removes it. */
export function PhoneSection() {
  const { data, error, mutate } = useAccount()
  return (
    <AccountSection
      id="account-phone"
      icon={Phone}
      title="Téléphone"
      intro="Le numéro où nos experts peuvent vous joindre, de préférence sur WhatsApp."
    >
      {data ? (
        <PhoneForm key={data.account.phone ?? ''} phone={data.account.phone} />
      ) : error ? (
        <>
          <p role="alert">Impossible de charger votre téléphone.</p>
          <Button $variant="secondary" onClick={() => mutate()}>
            Réessayer
          </Button>
        </>
      ) : (
        <p aria-busy="true">Chargement…</p>
      )}
    </AccountSection>
  )
}
