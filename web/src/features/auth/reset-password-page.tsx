import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { type ResetPasswordFormValues, resetPasswordFormSchema } from '../../../../contract/auth'
import { CardPage } from '../../components/layouts/card-page'
import { Button, ButtonLink } from '../../components/ui/button'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
import { serverMessage } from '../../lib/api-client'
import { resetPassword } from './api/reset-password'

export default function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const navigate = useNavigate()
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({ resolver: zodResolver(resetPasswordFormSchema) })

  // No token in the link: nothing to reset (spec 1 §2).
  useEffect(() => {
    if (token) return
    toast({ variant: 'destructive', title: 'Lien invalide', description: 'Le lien de réinitialisation est invalide ou a expiré.' })
    navigate('/login', { replace: true })
  }, [token, navigate])

  if (!token) return null

  const onSubmit = async ({ password }: ResetPasswordFormValues) => {
    try {
      await resetPassword({ token, password })
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
      <CardPage title="Mot de passe réinitialisé !">
        <p>Votre nouveau mot de passe est enregistré. Vous pouvez maintenant vous connecter.</p>
        <ButtonLink to="/login" $block>
          Se connecter
        </ButtonLink>
      </CardPage>
    )
  }

  return (
    <CardPage
      title="Nouveau mot de passe"
      subtitle="Choisissez un nouveau mot de passe pour votre espace client."
      footer={<Link to="/login">← Retour à la connexion</Link>}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField
          label="Nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          hint="Au moins 6 caractères."
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label="Confirmer le mot de passe"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" $block disabled={isSubmitting}>
          {isSubmitting ? 'Réinitialisation...' : 'Réinitialiser le mot de passe'}
        </Button>
      </form>
    </CardPage>
  )
}
