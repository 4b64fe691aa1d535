import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { ResetPasswordFormValues } from '@/contract/auth'
import { CardPanel } from '../../components/layouts/card-panel'
import { Button, ButtonAnchor } from '../../components/ui/button-base'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
import { serverMessage } from '../../lib/api-client'
import { toastOnNextPage } from '../../lib/flash-toast'
import { lazyResolver } from '../../lib/lazy-resolver'
import { resetPassword } from './api/reset-password'
import { useCardTitle } from './use-card-title'

const INVALID_LINK = 'Le lien de réinitialisation est invalide ou a expiré.'

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
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({ resolver })
  useCardTitle(done ? 'Mot de passe réinitialisé\u202f!' : null)

  useEffect(() => {
    if (hasToken) return
    // The login page shows it once loaded.
    toastOnNextPage({ variant: 'destructive', title: 'Lien invalide', description: INVALID_LINK })
    window.location.replace('/login')
  }, [hasToken])

  const backToLogin = <a href="/login">← Retour à la connexion</a>

  if (!hasToken) {
    return (
      <CardPanel title="Nouveau mot de passe" footer={backToLogin}>
        <p>{INVALID_LINK}</p>
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
        title: 'Erreur',
        description: serverMessage(error, 'Une erreur est survenue lors de la réinitialisation.'),
      })
    }
  }

  if (done) {
    return (
      <CardPanel title={'Mot de passe réinitialisé\u202f!'}>
        <p>Votre nouveau mot de passe est enregistré. Vous pouvez maintenant vous connecter.</p>
        <ButtonAnchor href="/login" $block>
          Se connecter
        </ButtonAnchor>
      </CardPanel>
    )
  }

  return (
    <CardPanel title="Nouveau mot de passe" subtitle="Choisissez un nouveau mot de passe pour votre espace client." footer={backToLogin}>
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} onFocus={preload}>
        <FormField
          id="reset-password-password"
          label="Nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          hint="Au moins 6 caractères."
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          id="reset-password-confirm"
          label="Confirmer le mot de passe"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" $block disabled={isSubmitting}>
          {isSubmitting ? 'Réinitialisation…' : 'Réinitialiser le mot de passe'}
        </Button>
      </form>
    </CardPanel>
  )
}
