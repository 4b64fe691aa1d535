import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { type ChangePasswordFormValues, changePasswordFormSchema } from '@/contract/account'
import { Button } from '@/web/src/components/ui/button'
import { FormField } from '@/web/src/components/ui/form-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { changePassword } from '../api/account-api'
import { useAccountText } from '../i18n'
import { AccountSection } from './section'
import { reportSubmitError } from './server-errors'
import { localizedResolver } from '@/web/src/lib/lazy-resolver'

/** « Mot de passe »: the current one, the new one twice; other devices are logged out. */
export function PasswordSection() {
  const t = useAccountText()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({ resolver: localizedResolver(zodResolver(changePasswordFormSchema)) })

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordFormValues) => {
    try {
      const done = await changePassword({ currentPassword, newPassword })
      reset()
      toast({ title: t('password.done'), description: done.message })
    } catch (error) {
      reportSubmitError(error, setError, ['currentPassword', 'newPassword'], t('password.failed'), t('error'))
    }
  }

  return (
    <AccountSection id="account-password" icon={KeyRound} title={t('password.title')} intro={t('password.intro')}>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField
          id="account-current-password"
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <FormField
          id="account-new-password"
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('password.newHint')}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <FormField
          id="account-confirm-password"
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('password.submit')}
        </Button>
      </form>
    </AccountSection>
  )
}
