import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { type ChangePasswordFormValues, changePasswordFormSchema } from '@/contract/account'
import { Button } from '@/web/src/components/ui/button'
import { FormField } from '@/web/src/components/ui/form-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { changePassword } from '../api/account-api'
import { AccountSection } from './section'
import { reportSubmitError } from './server-errors'

/** « Mot de passe »: the current one, the new one twice; other devices are logged out. */
export function PasswordSection() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({ resolver: zodResolver(changePasswordFormSchema) })

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordFormValues) => {
    try {
      const done = await changePassword({ currentPassword, newPassword })
      reset()
      toast({ title: 'Mot de passe modifié', description: done.message })
    } catch (error) {
      reportSubmitError(error, setError, ['currentPassword', 'newPassword'], 'Le mot de passe n’a pas pu être modifié.')
    }
  }

  return (
    <AccountSection
      id="account-password"
      icon={KeyRound}
      title="Mot de passe"
      intro="Après le changement, vos autres appareils sont déconnectés ; celui-ci reste connecté."
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField
          id="account-current-password"
          label="Mot de passe actuel"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <FormField
          id="account-new-password"
          label="Nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          hint="Au moins 6 caractères."
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <FormField
          id="account-confirm-password"
          label="Confirmer le nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Enregistrement…' : 'Changer le mot de passe'}
        </Button>
      </form>
    </AccountSection>
  )
}
