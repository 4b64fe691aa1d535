import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { ForgotPasswordInput } from '@/contract/auth'
import { CardPanel } from '../../components/layouts/card-panel'
import { Button } from '../../components/ui/button-base'
import { Muted } from '../../components/ui/card'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
import { serverMessage } from '../../lib/api-client'
import { useLocalizedHref } from '../../lib/i18n/locale'
import { lazyResolver } from '../../lib/lazy-resolver'
import { forgotPassword } from './api/forgot-password'
import { useAuthText } from './i18n'
import { useCardTitle } from './use-card-title'

const { resolver, preload } = lazyResolver(async () => {
  const [{ zodResolver }, { forgotPasswordSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/contract/auth')])
  return zodResolver(forgotPasswordSchema)
})

/** The password recovery card (island of /mot-de-passe-oublie): the form, then 'Email envoyé !'. */
export default function ForgotPasswordForm() {
  const t = useAuthText()
  const href = useLocalizedHref()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver })
  useCardTitle(sentTo ? t('forgot.sentTitle') : null)

  const onSubmit = async (values: ForgotPasswordInput) => {
    try {
      await forgotPassword(values)
      setSentTo(values.email)
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('errorTitle'),
        description: serverMessage(error, t('forgot.error')),
      })
    }
  }

  const backToLogin = <a href={href('/login')}>{t('backToLogin')}</a>

  if (sentTo) {
    return (
      <CardPanel title={t('forgot.sentTitle')} footer={backToLogin}>
        <p>{t.rich('forgot.sentText', { strong: <strong /> }, { email: <bdi>{sentTo}</bdi> })}</p>
        <Muted>{t('forgot.spam')}</Muted>
        <Button $variant="secondary" $block onClick={() => setSentTo(null)}>
          {t('forgot.resend')}
        </Button>
      </CardPanel>
    )
  }

  return (
    <CardPanel title={t('forgot.title')} subtitle={t('forgot.subtitle')} footer={backToLogin}>
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} onFocus={preload}>
        <FormField
          id="forgot-password-email"
          label={t('field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" $block disabled={isSubmitting}>
          {isSubmitting ? t('forgot.pending') : t('forgot.submit')}
        </Button>
      </form>
    </CardPanel>
  )
}
