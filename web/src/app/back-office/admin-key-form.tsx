import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { type AdminLoginInput, adminLoginSchema } from '@/contract/auth'
import { BrandHeader } from '../../components/layouts/brand-header'
import { CardPage } from '../../components/layouts/card-page'
import { Button } from '../../components/ui/button'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api-client'
import { adminLogin } from './api/admin-session'

/** The administration key form of /admin (spec 2 §2, §8). */
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
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        // Refused (401 wrong key, 429 too many attempts): the server says why, in French.
        toast({ variant: 'destructive', title: 'Accès refusé', description: error.data?.error || 'Clé d’administration incorrecte' })
      } else {
        toast({ variant: 'destructive', title: 'Erreur', description: 'Erreur lors de l’authentification' })
      }
      return
    }
    toast({ title: 'Accès autorisé', description: 'Bienvenue dans le back-office.' })
    reset()
    onSuccess()
  }

  return (
    <CardPage
      title="Administration"
      header={<BrandHeader context="Administration" />}
      subtitle="Saisissez la clé d’administration pour accéder au back-office."
      footer={<Link to="/">← Retour au site</Link>}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField
          label="Clé d’administration"
          type="password"
          autoComplete="current-password"
          autoFocus
          error={errors.adminKey?.message}
          {...register('adminKey')}
        />
        <Button type="submit" $block disabled={isSubmitting}>
          {isSubmitting ? 'Vérification…' : 'Accéder au back-office'}
        </Button>
      </form>
    </CardPage>
  )
}
