import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import styled from 'styled-components'
import { registerFormSchema, type RegisterFormValues } from '../../../../contract/auth'
import type { z } from '../../../../contract/zod'
import { Button } from '../../components/ui/button'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/toast-store'
import { register as registerAccount } from './api/account-calls'
import { CardPage } from '../../components/ui/card-page'
import { registerErrorText } from './register-errors'

const NameRow = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  @media (min-width: 480px) {
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
  } = useForm<RegisterFormValues, unknown, z.output<typeof registerFormSchema>>({ resolver: zodResolver(registerFormSchema) })

  const onSubmit = async ({ confirmPassword: _confirmation, ...account }: z.output<typeof registerFormSchema>) => {
    try {
      await registerAccount(account)
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
        <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <FormField label="Mot de passe" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
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
