import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import type { registerFormSchema, RegisterFormValues } from '@/contract/auth'
import type { z } from '@/contract/zod'
import { CardPanel } from '../../components/layouts/card-panel'
import { Button } from '../../components/ui/button-base'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
import { toastOnNextPage } from '../../lib/flash-toast'
import { lazyResolver } from '../../lib/lazy-resolver'
import { register as registerAccount, registerErrorText } from './api/register'

type RegisterFormOutput = z.output<typeof registerFormSchema>

const NameRow = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
    gap: 0 0.75rem;
  }
`

const { resolver, preload } = lazyResolver(async () => {
  const [{ zodResolver }, { registerFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/contract/auth')])
  return zodResolver(registerFormSchema)
})

/** The registration card (island of /register): plain links, explicit ids (see components/islands/island.tsx). */
export default function RegisterForm() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterFormOutput>({ resolver })

  // The confirmation is checked here only; the server receives the four account fields.
  const onSubmit = async ({ firstName, lastName, email, password }: RegisterFormOutput) => {
    try {
      await registerAccount({ firstName, lastName, email, password })
      // The login page shows it once loaded.
      toastOnNextPage({
        title: 'Compte créé avec succès\u202f!',
        description: 'Vous pouvez maintenant vous connecter avec vos identifiants.',
      })
      window.location.assign('/login')
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Erreur de création de compte',
        description: registerErrorText(error instanceof Error ? error.message : ''),
      })
    }
  }

  return (
    <CardPanel
      title="Créer un compte"
      subtitle="Suivez vos démarches et échangez avec nos experts depuis votre espace client."
      footer={
        <span>
          Déjà inscrit&#x202f;? <a href="/login">Se connecter</a>
        </span>
      }
    >
      {/* POST: a form sent before the island is alive never puts the password in an address. */}
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} onFocus={preload}>
        <NameRow>
          <FormField
            id="register-first-name"
            label="Prénom"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <FormField
            id="register-last-name"
            label="Nom"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </NameRow>
        <FormField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          id="register-password"
          label="Mot de passe"
          type="password"
          autoComplete="new-password"
          hint="Au moins 6 caractères."
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          id="register-confirm-password"
          label="Confirmer le mot de passe"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" $block disabled={isSubmitting}>
          {isSubmitting ? 'Création du compte…' : 'Créer mon compte'}
        </Button>
      </form>
    </CardPanel>
  )
}
