import { Island } from '../../components/islands/island'
import { AccountPage } from './account-page'
import { useAuthText } from './i18n'
import ForgotPasswordForm from './forgot-password-form'

/** Mot de passe oublié (spec 1 §2): sent as HTML by the server; the card and its form are an island. */
export default function ForgotPasswordPage() {
  const t = useAuthText()
  return (
    <AccountPage title={t('forgot.title')} description={t('forgot.description')} path="/mot-de-passe-oublie">
      <Island name="forgot-password-form" component={ForgotPasswordForm} props={{}} />
    </AccountPage>
  )
}
