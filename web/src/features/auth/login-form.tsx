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
import { useLocalizedHref } from '../../lib/i18n/locale'
import { lazyResolver } from '../../lib/lazy-resolver'
import { storeUser } from '../../lib/stored-user'
import { login } from './api/login'
import { useAuthText } from './i18n'

/** Delay before the full redirect to the client area (spec 1 §9). */
const REDIRECT_DELAY_MS = 1000

const { resolver, preload } = lazyResolver(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@/contract/auth')])
  return zodResolver(loginSchema)
})

/** The login card (island of /login): plain links, explicit ids (see components/islands/island.tsx). */
export default function LoginForm() {
  const t = useAuthText()
  const href = useLocalizedHref()
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
      toast({ title: t('login.success'), description: t('login.redirecting') })
      // A full load, so the client area starts from a fresh cache with the new session; to the page
      // that asked for the login (?next=, same site only), else the dashboard; in the page's language.
      setTimeout(() => {
        window.location.href = pathAfterLogin(window.location.search, t.locale)
      }, REDIRECT_DELAY_MS)
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('login.errorTitle'),
        description: serverMessage(error, t('login.error')),
      })
    }
  }

  const pending = isSubmitting || redirecting
  return (
    <CardPanel
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <a href={href('/mot-de-passe-oublie')}>{t('login.forgot')}</a>
          <span>{t.rich('login.noAccount', { link: <a href={href('/register')} /> })}</span>
          <a href={href('/')}>{t('login.home')}</a>
        </>
      }
    >
      {/* POST: a form sent before the island is alive never puts the password in an address. */}
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} onFocus={preload}>
        <FormField
          id="login-email"
          label={t('field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          id="login-password"
          label={t('field.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" $block disabled={pending}>
          {pending ? t('login.pending') : t('login.submit')}
        </Button>
      </form>
    </CardPanel>
  )
}
