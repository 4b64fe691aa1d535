import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import styled from 'styled-components'
import { registerFormSchema, type RegisterFormValues } from '../../../../contract/auth'
import type { z } from '../../../../contract/zod'
import { CardPage } from '../../components/layouts/card-page'
import { Button } from '../../components/ui/button'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
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

export default function RegisterPage() {
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterFormOutput>({ resolver: zodResolver(registerFormSchema) })

  // The confirmation is checked here only; the server receives the four account fields.
  const onSubmit = async ({ firstName, lastName, email, password }: RegisterFormOutput) => {
    try {
      await registerAccount({ firstName, lastName, email, password })
      toast({ title: 'Compte créé avec succès !', description: 'Vous pouvez maintenant vous connecter avec vos identifiants.' })
      navigate('/login')
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Erreur de création de compte',
        description: registerErrorText(error instanceof Error ? error.message : ''),
      })
    }
  }

  return (
    <CardPage
      title="Créer un compte"
      subtitle="Suivez vos démarches et échangez avec nos experts depuis votre espace client."
      footer={
        <span>
          Déjà inscrit ? <Link to="/login">Se connecter</Link>
        </span>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <NameRow>
          <FormField label="Prénom" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <FormField label="Nom" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        </NameRow>
        <FormField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
        <FormField
          label="Mot de passe"
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
          {isSubmitting ? 'Création du compte...' : 'Créer mon compte'}
        </Button>
      </form>
    </CardPage>
  )
}
