import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { type ForgotPasswordInput, forgotPasswordSchema } from '../../../../contract/auth'
import { CardPage } from '../../components/layouts/card-page'
import { Button } from '../../components/ui/button'
import { Muted } from '../../components/ui/card'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
import { serverMessage } from '../../lib/api-client'
import { forgotPassword } from './api/forgot-password'

export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema) })

  const onSubmit = async (values: ForgotPasswordInput) => {
    try {
      await forgotPassword(values)
      setSentTo(values.email)
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: serverMessage(error, "Une erreur est survenue lors de l'envoi de l'email."),
      })
    }
  }

  const backToLogin = <Link to="/login">← Retour à la connexion</Link>

  if (sentTo) {
    return (
      <CardPage title="Email envoyé !" footer={backToLogin}>
        <p>
          Si un compte existe pour <strong>{sentTo}</strong>, vous allez recevoir un email avec un lien pour choisir un nouveau mot de
          passe. Ce lien est valable une heure.
        </p>
        <Muted>Pensez à vérifier vos courriers indésirables.</Muted>
        <Button $variant="secondary" $block onClick={() => setSentTo(null)}>
          Renvoyer un email
        </Button>
      </CardPage>
    )
  }

  return (
    <CardPage
      title="Mot de passe oublié"
      subtitle="Saisissez votre email : nous vous enverrons un lien de réinitialisation."
      footer={backToLogin}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <Button type="submit" $block disabled={isSubmitting}>
          {isSubmitting ? 'Envoi...' : 'Envoyer le lien'}
        </Button>
      </form>
    </CardPage>
  )
}
