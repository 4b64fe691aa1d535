import { Island } from '../../components/islands/island'
import { AccountPage } from './account-page'
import { useAuthText } from './i18n'
import RegisterForm from './register-form'

/** Créer un compte (spec 1 §2): sent as HTML by the server; the card and its form are an island. */
export default function RegisterPage() {
  const t = useAuthText()
  return (
    <AccountPage title={t('register.title')} description={t('register.description')} path="/register">
      <Island name="register-form" component={RegisterForm} props={{}} />
    </AccountPage>
  )
}
