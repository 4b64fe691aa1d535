import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { type AdminLoginInput, adminLoginSchema } from '../../../../contract/auth'
import { Button } from '../../components/ui/button'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/toast-store'
import { ApiError } from '../../lib/api-client'
import { CardPage } from '../../components/ui/card-page'
import { adminLogin } from './api/admin-status'

export function AdminLoginForm({ onSuccess }: { onSuccess: () => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginInput>({ resolver: zodResolver(adminLoginSchema) })

  const onSubmit = async (values: AdminLoginInput) => {
    try {
      await adminLogin(values)
      toast({ title: 'Accès autorisé', description: 'Bienvenue dans le back-office.' })
      reset()
      onSuccess()
    } catch (error) {
      if (error instanceof ApiError) {
        toast({ variant: 'destructive', title: 'Accès refusé', description: error.data?.error ?? "Clé d'administration incorrecte" })
      } else {
        toast({ variant: 'destructive', title: 'Erreur', description: "Erreur lors de l'authentification" })
      }
    }
  }

  return (
    <CardPage title="Administration" subtitle="Saisissez la clé d'administration pour accéder au back-office." footer={<Link to="/">← Retour au site</Link>}>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField label="Clé d'administration" type="password" autoComplete="current-password" error={errors.adminKey?.message} {...register('adminKey')} />
        <Button type="submit" $block disabled={isSubmitting}>
          {isSubmitting ? 'Vérification...' : 'Accéder au back-office'}
        </Button>
      </form>
    </CardPage>
  )
}
