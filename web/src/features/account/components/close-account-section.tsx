import { zodResolver } from '@hookform/resolvers/zod'
import { UserX } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { type CloseAccountInput, closeAccountSchema, PAYMENT_RETENTION_YEARS } from '@/contract/account'
import { frenchText } from '@/contract/french/typography'
import { Button } from '@/web/src/components/ui/button'
import { FormField } from '@/web/src/components/ui/form-field'
import { Modal, ModalActions, ModalError } from '@/web/src/components/ui/modal'
import { serverMessage } from '@/web/src/lib/api-client'
import { toastOnNextPage } from '@/web/src/lib/flash-toast'
import { forgetStoredUser } from '@/web/src/lib/stored-user'
import { closeAccount } from '../api/account-api'
import { AccountSection } from './section'

const DELETED = [
  'vos projets et leurs étapes',
  'vos messages',
  'vos documents et leurs fichiers',
  'vos nom, prénom, adresse e-mail, téléphone et mot de passe',
]

const Consequences = styled.div`
  margin-bottom: 1rem;
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  ul {
    margin: 0 0 0.75rem;
    padding-left: 1.25rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
`

function CloseAccountForm({ onCancel }: { onCancel: () => void }) {
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CloseAccountInput>({ resolver: zodResolver(closeAccountSchema) })

  const onSubmit = async (values: CloseAccountInput) => {
    setFailure(null)
    try {
      const done = await closeAccount(values)
      forgetStoredUser()
      toastOnNextPage({ title: 'Compte fermé', description: done.message })
      // A full page load: every cached read of the closed account goes with the page.
      window.location.assign('/login')
    } catch (error) {
      setFailure(serverMessage(error, 'Votre compte n’a pas pu être fermé.'))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Consequences>
        <h3>Supprimé immédiatement</h3>
        <ul>
          {DELETED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3>Conservé {PAYMENT_RETENTION_YEARS} ans</h3>
        <p>
          Vos paiements et leurs reçus, comme la loi l’impose pour les documents comptables, puis supprimés. Un e-mail de confirmation vous
          est envoyé.
        </p>
      </Consequences>
      <FormField
        id="close-account-password"
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        data-autofocus
        error={errors.password?.message}
        {...register('password')}
      />
      {failure ? <ModalError role="alert">{failure}</ModalError> : null}
      <ModalActions>
        <Button $variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Annuler
        </Button>
        <Button type="submit" $variant="danger" disabled={isSubmitting}>
          {isSubmitting ? 'Fermeture…' : 'Fermer définitivement mon compte'}
        </Button>
      </ModalActions>
    </form>
  )
}

/** « Fermer mon compte »: the password in a dialog that says what goes and what stays. */
export function CloseAccountSection() {
  const [open, setOpen] = useState(false)
  return (
    <AccountSection
      id="account-close"
      icon={UserX}
      title="Fermer mon compte"
      intro={`Vos données personnelles sont supprimées aussitôt ; vos paiements et leurs reçus sont conservés ${PAYMENT_RETENTION_YEARS} ans, comme la loi l’impose. C’est définitif.`}
    >
      <Button $variant="danger" onClick={() => setOpen(true)}>
        Fermer mon compte
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        role="alertdialog"
        title={frenchText('Fermer votre compte ?')}
        description="Saisissez votre mot de passe pour confirmer. Cette action est définitive."
      >
        <CloseAccountForm onCancel={() => setOpen(false)} />
      </Modal>
    </AccountSection>
  )
}
