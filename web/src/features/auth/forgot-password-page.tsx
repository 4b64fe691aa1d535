import { Island } from '../../components/islands/island'
import { AccountPage } from './account-page'
import ForgotPasswordForm from './forgot-password-form'

/** Mot de passe oublié (spec 1 §2): sent as HTML by the server; the card and its form are an island. */
export default function ForgotPasswordPage() {
  return (
    <AccountPage
      title="Mot de passe oublié"
      description="Recevez par email un lien pour choisir un nouveau mot de passe pour votre espace client."
      path="/mot-de-passe-oublie"
    >
      <Island name="forgot-password-form" component={ForgotPasswordForm} props={{}} />
    </AccountPage>
  )
}
