import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { type LoginInput, loginSchema } from '../../../../contract/auth'
import { CardPage } from '../../components/layouts/card-page'
import { Button } from '../../components/ui/button'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
import { serverMessage } from '../../lib/api-client'
import { storeUser } from '../../lib/stored-user'
import { login } from './api/login'

/** Delay before the full redirect to the client area (spec 1 §9). */
const REDIRECT_DELAY_MS = 1000

export default function LoginPage() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) })
  const [redirecting, setRedirecting] = useState(false)

  const onSubmit = async (values: LoginInput) => {
    try {
      const { user } = await login(values)
      storeUser(user)
      setRedirecting(true)
      toast({ title: 'Connexion réussie !', description: 'Redirection vers votre espace client...' })
      // A full load, so the client area starts from a fresh cache with the new session.
      setTimeout(() => {
        window.location.href = '/dashboard'
      }, REDIRECT_DELAY_MS)
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Erreur de connexion',
        description: serverMessage(error, 'Une erreur est survenue lors de la connexion.'),
      })
    }
  }

  const pending = isSubmitting || redirecting
  return (
    <CardPage
      title="Connexion"
      subtitle="Accédez à votre espace client pour suivre vos démarches."
      footer={
        <>
          <Link to="/mot-de-passe-oublie">Mot de passe oublié ?</Link>
          <span>
            Pas encore de compte ? <Link to="/register">Créer un compte</Link>
          </span>
          <Link to="/">← Retour à l'accueil</Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <FormField
          label="Mot de passe"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" $block disabled={pending}>
          {pending ? 'Connexion...' : 'Se connecter'}
        </Button>
      </form>
    </CardPage>
  )
}
