import { zodResolver } from '@hookform/resolvers/zod'
import { AtSign } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { type ChangeEmailInput, changeEmailSchema } from '@/contract/account'
import { frenchText } from '@/contract/french/typography'
import { isolate } from '@/contract/i18n/format'
import type { z } from '@/contract/zod'
import { Button } from '@/web/src/components/ui/button'
import { FormField } from '@/web/src/components/ui/form-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { requestEmailChange } from '../api/account-api'
import { useAccountText } from '../i18n'
import { AccountSection, Notice } from './section'
import { reportSubmitError } from './server-errors'
import { localizedResolver } from '@/web/src/lib/lazy-resolver'

type Values = z.input<typeof changeEmailSchema>

/** « Adresse e-mail »: a link to the new address confirms it; the current one is told. */
export function EmailSection({ email }: { email: string }) {
  const t = useAccountText()
  const [sent, setSent] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ChangeEmailInput>({ resolver: localizedResolver(zodResolver(changeEmailSchema)) })

  const onSubmit = async (values: ChangeEmailInput) => {
    setSent(null)
    try {
      const done = await requestEmailChange(values)
      reset()
      setSent(done.message)
      toast({
        title: t('email.sent.title'),
        description: t('email.sent.description', { email: t.locale === 'fr' ? values.newEmail : isolate(values.newEmail) }),
      })
    } catch (error) {
      reportSubmitError(error, setError, ['newEmail', 'password'], t('email.failed'), t('error'))
    }
  }

  return (
    <AccountSection id="account-email" icon={AtSign} title={t('email.title')} intro={t.rich('email.intro', { email: <bdi>{email}</bdi> })}>
      <div role="status">{sent ? <Notice>{t.locale === 'fr' ? frenchText(sent) : sent}</Notice> : null}</div>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField
          id="account-new-email"
          label={t('email.new')}
          type="email"
          autoComplete="email"
          dir="ltr"
          error={errors.newEmail?.message}
          {...register('newEmail')}
        />
        <FormField
          id="account-email-password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
          hint={t('email.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('sending') : t('email.submit')}
        </Button>
      </form>
    </AccountSection>
  )
}
