import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { LoginInput } from '@/contract/auth'
import { CardPanel } from '../../components/layouts/card-panel'
import { Button } from '../../components/ui/button-base'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
import { pathAfterLogin } from '../../lib/after-login'
import { serverMessage } from '../../lib/api-client'
import { showFlashToast } from '../../lib/flash-toast'
import { lazyResolver } from '../../lib/lazy-resolver'
import { storeUser } from '../../lib/stored-user'
import { login } from './api/login'

/** Delay before the full redirect to the client area (spec 1 §9). */
const REDIRECT_DELAY_MS = 1000

const { resolver, preload } = lazyResolver(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/contract/auth')])
  return zodResolver(loginSchema)
})

/** The login card (island of /login): plain links, explicit ids (see components/islands/island.tsx). */
export default function LoginForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver })
  const [redirecting, setRedirecting] = useState(false)

  // 'Compte créé avec succès !' after registering, 'Lien invalide' from a reset link without token.
  useEffect(showFlashToast, [])

  const onSubmit = async (values: LoginInput) => {
    try {
      const { user } = await login(values)
      storeUser(user)
      setRedirecting(true)
      toast({ title: 'Connexion réussie\u202f!', description: 'Redirection vers votre espace client…' })
      // A full load, so the client area starts from a fresh cache with the new session; to the page
      // that asked for the login (?next=, same site only), else the dashboard.
      setTimeout(() => {
        window.location.href = pathAfterLogin(window.location.search)
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
    <CardPanel
      title="Connexion"
      subtitle="Accédez à votre espace client pour suivre vos démarches."
      footer={
        <>
          <a href="/mot-de-passe-oublie">Mot de passe oublié&#x202f;?</a>
          <span>
            Pas encore de compte&#x202f;? <a href="/register">Créer un compte</a>
          </span>
          <a href="/">← Retour à l’accueil</a>
        </>
      }
    >
      {/* POST: a form sent before the island is alive never puts the password in an address. */}
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} onFocus={preload}>
        <FormField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          id="login-password"
          label="Mot de passe"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" $block disabled={pending}>
          {pending ? 'Connexion…' : 'Se connecter'}
        </Button>
      </form>
    </CardPanel>
  )
}
