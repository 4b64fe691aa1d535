import { Island } from '../../components/islands/island'
import { AccountPage } from './account-page'
import RegisterForm from './register-form'

/** Créer un compte (spec 1 §2): sent as HTML by the server; the card and its form are an island. */
export default function RegisterPage() {
  return (
    <AccountPage
      title="Créer un compte"
      description="Créez votre compte client pour suivre vos démarches de création d’entreprise et échanger avec nos experts."
      path="/register"
    >
      <Island name="register-form" component={RegisterForm} props={{}} />
    </AccountPage>
  )
}
