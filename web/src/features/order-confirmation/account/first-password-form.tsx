/**
 * The new account's first password, on the confirmation page (issue 33 item 2): chosen here with
 * the order's one-time code, then the buyer lands in the client area, logged in. Loaded only for
 * such an order, so the page's island stays small for every other visit.
 */
import { useForm } from 'react-hook-form'
import type { ResetPasswordFormValues } from '@/contract/auth'
import { Button } from '@/web/src/components/ui/button-base'
import { FormField } from '@/web/src/components/ui/form-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { apiFetch, serverMessage } from '@/web/src/lib/api-client'
import { lazyResolver } from '@/web/src/lib/lazy-resolver'
import { useConfirmationText } from '../i18n'

const { resolver, preload } = lazyResolver(async () => {
  const [{ zodResolver }, { resetPasswordFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/contract/auth')])
  return zodResolver(resetPasswordFormSchema)
})

interface Props {
  sessionId: string
  code: string
  /** Where the client area opens: the dashboard, welcoming this order. */
  next: string
}

export default function FirstPasswordForm({ sessionId, code, next }: Props) {
  const t = useConfirmationText()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<ResetPasswordFormValues>({ resolver })

  const onSubmit = async ({ password }: ResetPasswordFormValues) => {
    try {
      await apiFetch('/api/account/first-password', { method: 'POST', body: { sessionId, code, password } })
      window.location.assign(next)
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('password.errorTitle'),
        description: serverMessage(error, t('password.error')),
      })
      throw error
    }
  }

  const busy = isSubmitting || isSubmitSuccessful
  return (
    <form method="post" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event).catch(() => {})} onFocus={preload}>
      <FormField
        id="order-password"
        label={t('password.label')}
        type="password"
        autoComplete="new-password"
        hint={t('password.hint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        id="order-password-confirm"
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" $block disabled={busy} aria-busy={busy}>
        {busy ? t('password.opening') : t('password.submit')}
      </Button>
    </form>
  )
}
