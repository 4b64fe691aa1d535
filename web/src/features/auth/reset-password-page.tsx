import { useSearchParams } from 'react-router'
import { Island } from '../../components/islands/island'
import { AccountPage } from './account-page'
import { useAuthText } from './i18n'
import ResetPasswordForm from './reset-password-form'

/**
 * Nouveau mot de passe (spec 1 §2), reached from the email's link: sent as HTML by the server;
 * the card and its form are an island, which reads the token from the address when sending.
 * Each link is personal: not indexed.
 */
export default function ResetPasswordPage() {
  const t = useAuthText()
  const [params] = useSearchParams()
  return (
    <AccountPage title={t('reset.title')} description={t('reset.description')} path="/reinitialiser-mot-de-passe" noindex>
      {/* Without a token the form says so and leads to /login at once, not at the visitor's first touch. */}
      <Island
        name="reset-password-form"
        component={ResetPasswordForm}
        props={{ hasToken: Boolean(params.get('token')) }}
        when={params.get('token') ? undefined : 'load'}
      />
    </AccountPage>
  )
}
