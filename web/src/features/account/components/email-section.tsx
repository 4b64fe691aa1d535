import { zodResolver } from '@hookform/resolvers/zod'
import { AtSign } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { type ChangeEmailInput, changeEmailSchema } from '@/contract/account'
import { frenchText } from '@/contract/french/typography'
import type { z } from '@/contract/zod'
import { Button } from '@/web/src/components/ui/button'
import { FormField } from '@/web/src/components/ui/form-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { requestEmailChange } from '../api/account-api'
import { AccountSection, Notice } from './section'
import { reportSubmitError } from './server-errors'

type Values = z.input<typeof changeEmailSchema>

/** « Adresse e-mail »: a link to the new address confirms it; the current one is told. */
export function EmailSection({ email }: { email: string }) {
  const [sent, setSent] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ChangeEmailInput>({ resolver: zodResolver(changeEmailSchema) })

  const onSubmit = async (values: ChangeEmailInput) => {
    setSent(null)
    try {
      const done = await requestEmailChange(values)
      reset()
      setSent(done.message)
      toast({ title: 'Lien envoyé', description: `Consultez la boîte de ${values.newEmail}.` })
    } catch (error) {
      reportSubmitError(error, setError, ['newEmail', 'password'], 'La demande n’a pas pu être envoyée.')
    }
  }

  return (
    <AccountSection
      id="account-email"
      icon={AtSign}
      title="Adresse e-mail"
      intro={`Votre adresse actuelle : ${email}. Nous envoyons un lien de confirmation à la nouvelle adresse ; le changement se fait quand vous le suivez.`}
    >
      <div role="status">{sent ? <Notice>{frenchText(sent)}</Notice> : null}</div>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField
          id="account-new-email"
          label="Nouvelle adresse e-mail"
          type="email"
          autoComplete="email"
          error={errors.newEmail?.message}
          {...register('newEmail')}
        />
        <FormField
          id="account-email-password"
          label="Mot de passe"
          type="password"
          autoComplete="current-password"
          hint="Pour confirmer que c’est bien vous."
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Envoi…' : 'Envoyer le lien de confirmation'}
        </Button>
      </form>
    </AccountSection>
  )
}
