import { zodResolver } from '@hookform/resolvers/zod'
import { Phone } from 'lucide-react'
import { useMemo } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { type PhoneFormValues, phoneFormSchema, splitStoredPhone } from '@/contract/account'
import { funnelTelephone } from '@/contract/lead-funnel'
import type { Locale } from '@/contract/i18n/locales'
import { DEFAULT_DIAL_CODE, DIAL_CODES, findDialCode, formatPhoneNumber, stripPhoneSeparators } from '@/contract/phone'
import { Button } from '@/web/src/components/ui/button'
import { FormField } from '@/web/src/components/ui/form-field'
import { SelectField } from '@/web/src/components/ui/select-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { serverMessage } from '@/web/src/lib/api-client'
import { updateAccount, useAccount } from '../api/account-api'
import { useAccountText } from '../i18n'
import { AccountSection } from './section'
import { localizedResolver } from '@/web/src/lib/lazy-resolver'

type AccountText = ReturnType<typeof useAccountText>

const ALGERIA_DIAL_CODE = '+213'

/** A dial code's country in the reader's language: the contract's French name, or the platform's name of its region in Arabic. */
function countryName(t: AccountText, entry: (typeof DIAL_CODES)[number], names: Intl.DisplayNames | null): string {
  if (t.locale === 'fr') return entry.country
  if (entry.code === '+1') return t('phone.northAmerica')
  return names?.of(entry.iso) ?? entry.country
}

function dialOptions(t: AccountText, locale: Locale) {
  const names = locale === 'fr' || typeof Intl.DisplayNames === 'undefined' ? null : new Intl.DisplayNames([locale], { type: 'region' })
  return DIAL_CODES.map((entry) => ({
    value: entry.code,
    label: t('phone.option', { country: countryName(t, entry, names), code: entry.code }),
  }))
}

function PhoneForm({ phone }: { phone: string | null }) {
  const t = useAccountText()
  const options = useMemo(() => dialOptions(t, t.locale), [t])
  const { mutate } = useAccount()
  const stored = splitStoredPhone(phone)
  // Without a phone yet: the page's country first (Algeria on an Arabic page, as the funnel does).
  const initialCode = stored?.countryCode ?? (t.locale === 'ar' ? ALGERIA_DIAL_CODE : DEFAULT_DIAL_CODE)
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
    resolver: localizedResolver(zodResolver(phoneFormSchema)),
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
      toast({ title: removing ? t('phone.removed') : t('phone.saved') })
    } catch (error) {
      const message = serverMessage(error, t('phone.failed'))
      setError('telephone', { message }, { shouldFocus: true })
    }
  }

  const telephone = register('telephone')
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <SelectField
        id="account-dial-code"
        label={t('phone.dialCode')}
        autoComplete="tel-country-code"
        options={options}
        error={errors.countryCode?.message}
        {...register('countryCode', {
          onChange: () => setValue('telephone', formatPhoneNumber(getValues('countryCode'), getValues('telephone'))),
        })}
      />
      <FormField
        id="account-phone"
        label={t('phone.number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        placeholder={example}
        hint={t('phone.hint')}
        error={errors.telephone?.message}
        {...telephone}
        onChange={(event) => {
          event.target.value = formatPhoneNumber(dialCode, event.target.value)
          return telephone.onChange(event)
        }}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('saving') : t('phone.submit')}
      </Button>
    </form>
  )
}

/** « Téléphone »: the funnel's dial codes and rules; an empty number removes it. */
export function PhoneSection() {
  const t = useAccountText()
  const { data, error, mutate } = useAccount()
  return (
    <AccountSection id="account-phone" icon={Phone} title={t('phone.title')} intro={t('phone.intro')}>
      {data ? (
        <PhoneForm key={data.account.phone ?? ''} phone={data.account.phone} />
      ) : error ? (
        <>
          <p role="alert">{t('phone.loadFailed')}</p>
          <Button $variant="secondary" onClick={() => mutate()}>
            {t('retry')}
          </Button>
        </>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
    </AccountSection>
  )
}
