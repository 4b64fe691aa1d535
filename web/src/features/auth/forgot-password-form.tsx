import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { ForgotPasswordInput } from '@/contract/auth'
import { CardPanel } from '../../components/layouts/card-panel'
import { Button } from '../../components/ui/button-base'
import { Muted } from '../../components/ui/card'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
import { serverMessage } from '../../lib/api-client'
import { lazyResolver } from '../../lib/lazy-resolver'
import { forgotPassword } from './api/forgot-password'
import { useCardTitle } from './use-card-title'

const { resolver, preload } = lazyResolver(async () => {
  const [{ zodResolver }, { forgotPasswordSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/contract/auth')])
  return zodResolver(forgotPasswordSchema)
})

/** The password recovery card (island of /mot-de-passe-oublie): the form, then 'Email envoyé !'. */
export default function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver })
  useCardTitle(sentTo ? 'Email envoyé\u202f!' : null)

  const onSubmit = async (values: ForgotPasswordInput) => {
    try {
      await forgotPassword(values)
      setSentTo(values.email)
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: serverMessage(error, 'Une erreur est survenue lors de l’envoi de l’email.'),
      })
    }
  }

  const backToLogin = <a href="/login">← Retour à la connexion</a>

  if (sentTo) {
    return (
      <CardPanel title={'Email envoyé\u202f!'} footer={backToLogin}>
        <p>
          Si un compte existe pour <strong>{sentTo}</strong>, vous allez recevoir un email avec un lien pour choisir un nouveau mot de
          passe. Ce lien est valable une heure.
        </p>
        <Muted>Pensez à vérifier vos courriers indésirables.</Muted>
        <Button $variant="secondary" $block onClick={() => setSentTo(null)}>
          Renvoyer un email
        </Button>
      </CardPanel>
    )
  }

  return (
    <CardPanel
      title="Mot de passe oublié"
      subtitle={'Saisissez votre email\u00a0: nous vous enverrons un lien de réinitialisation.'}
      footer={backToLogin}
    >
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} onFocus={preload}>
        <FormField
          id="forgot-password-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" $block disabled={isSubmitting}>
          {isSubmitting ? 'Envoi…' : 'Envoyer le lien'}
        </Button>
      </form>
    </CardPanel>
  )
}
