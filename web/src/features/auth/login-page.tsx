import { Island } from '../../components/islands/island'
import { AccountPage } from './account-page'
import LoginForm from './login-form'

/** Connexion (spec 1 §2): sent as HTML by the server; the card and its form are an island. */
export default function LoginPage() {
  return (
    <AccountPage
      title="Connexion"
      description="Connectez-vous à votre espace client pour suivre vos démarches de création d’entreprise et échanger avec nos experts."
      path="/login"
    >
      <Island name="login-form" component={LoginForm} props={{}} />
    </AccountPage>
  )
}
