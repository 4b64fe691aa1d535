import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { ResetPasswordFormValues } from '@/contract/auth'
import { CardPanel } from '../../components/layouts/card-panel'
import { Button, ButtonAnchor } from '../../components/ui/button-base'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
import { serverMessage } from '../../lib/api-client'
import { toastOnNextPage } from '../../lib/flash-toast'
import { useLocalizedHref } from '../../lib/i18n/locale'
import { lazyResolver } from '../../lib/lazy-resolver'
import { resetPassword } from './api/reset-password'
import { useAuthText } from './i18n'
import { useCardTitle } from './use-card-title'

const { resolver, preload } = lazyResolver(async () => {
  const [{ zodResolver }, { resetPasswordFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/contract/auth')])
  return zodResolver(resetPasswordFormSchema)
})

/** The token of the email's link, read from the address when the form is sent. */
const linkToken = () => new URLSearchParams(window.location.search).get('token')

/**
 * The new password card (island of /reinitialiser-mot-de-passe). `hasToken`: the server saw a
 * token in the address. Without one there is nothing to reset (spec 1 §2): 'Lien invalide', then
 * /login.
 */
export default function ResetPasswordForm({ hasToken }: { hasToken: boolean }) {
  const t = useAuthText()
  const href = useLocalizedHref()
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({ resolver })
  useCardTitle(done ? t('reset.doneTitle') : null)

  useEffect(() => {
    if (hasToken) return
    // The login page shows it once loaded.
    toastOnNextPage({ variant: 'destructive', title: t('reset.invalidTitle'), description: t('reset.invalid') })
    window.location.replace(href('/login'))
  }, [hasToken, t, href])

  const backToLogin = <a href={href('/login')}>{t('backToLogin')}</a>

  if (!hasToken) {
    return (
      <CardPanel title={t('reset.title')} footer={backToLogin}>
        <p>{t('reset.invalid')}</p>
      </CardPanel>
    )
  }

  const onSubmit = async ({ password }: ResetPasswordFormValues) => {
    try {
      await resetPassword({ token: linkToken() ?? '', password })
      setDone(true)
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('errorTitle'),
        description: serverMessage(error, t('reset.error')),
      })
    }
  }

  if (done) {
    return (
      <CardPanel title={t('reset.doneTitle')}>
        <p>{t('reset.doneText')}</p>
        <ButtonAnchor href={href('/login')} $block>
          {t('reset.login')}
        </ButtonAnchor>
      </CardPanel>
    )
  }

  return (
    <CardPanel title={t('reset.title')} subtitle={t('reset.subtitle')} footer={backToLogin}>
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} onFocus={preload}>
        <FormField
          id="reset-password-password"
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('field.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          id="reset-password-confirm"
          label={t('field.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" $block disabled={isSubmitting}>
          {isSubmitting ? t('reset.pending') : t('reset.submit')}
        </Button>
      </form>
    </CardPanel>
  )
}
