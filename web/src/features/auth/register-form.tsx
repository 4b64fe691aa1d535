import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import type { registerFormSchema, RegisterFormValues } from '@/contract/auth'
import type { z } from '@/contract/zod'
import { CardPanel } from '../../components/layouts/card-panel'
import { Button } from '../../components/ui/button-base'
import { FormField } from '../../components/ui/form-field'
import { toast } from '../../components/ui/use-toast'
import { toastOnNextPage } from '../../lib/flash-toast'
import { useLocalizedHref } from '../../lib/i18n/locale'
import { lazyResolver } from '../../lib/lazy-resolver'
import { register as registerAccount, registerErrorKey } from './api/register'
import { useAuthText } from './i18n'

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
  const t = useAuthText()
  const href = useLocalizedHref()
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
      toastOnNextPage({ title: t('register.created'), description: t('register.createdText') })
      window.location.assign(href('/login'))
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('register.errorTitle'),
        description: t(registerErrorKey(error instanceof Error ? error.message : '')),
      })
    }
  }

  return (
    <CardPanel
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={<span>{t.rich('register.hasAccount', { link: <a href={href('/login')} /> })}</span>}
    >
      {/* POST: a form sent before the island is alive never puts the password in an address. */}
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} onFocus={preload}>
        <NameRow>
          <FormField
            id="register-first-name"
            label={t('register.firstName')}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <FormField
            id="register-last-name"
            label={t('register.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </NameRow>
        <FormField
          id="register-email"
          label={t('field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          id="register-password"
          label={t('field.password')}
          type="password"
          autoComplete="new-password"
          hint={t('field.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          id="register-confirm-password"
          label={t('field.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" $block disabled={isSubmitting}>
          {isSubmitting ? t('register.pending') : t('register.submit')}
        </Button>
      </form>
    </CardPanel>
  )
}
