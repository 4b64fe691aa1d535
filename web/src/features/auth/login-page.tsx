import { Island } from '../../components/islands/island'
import { AccountPage } from './account-page'
import { useAuthText } from './i18n'
import LoginForm from './login-form'

/** Connexion (spec 1 §2): sent as HTML by the server; the card and its form are an island. */
export default function LoginPage() {
  const t = useAuthText()
  return (
    <AccountPage title={t('login.title')} description={t('login.description')} path="/login">
      <Island name="login-form" component={LoginForm} props={{}} />
    </AccountPage>
  )
}
