import { zodResolver } from '@hookform/resolvers/zod'
import { UserX } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { type CloseAccountInput, closeAccountSchema, PAYMENT_RETENTION_YEARS } from '@/contract/account'
import { Button } from '@/web/src/components/ui/button'
import { FormField } from '@/web/src/components/ui/form-field'
import { Modal, ModalActions, ModalError } from '@/web/src/components/ui/modal'
import { serverMessage } from '@/web/src/lib/api-client'
import { toastOnNextPage } from '@/web/src/lib/flash-toast'
import { forgetStoredUser } from '@/web/src/lib/stored-user'
import { useLocalizedHref } from '@/web/src/lib/i18n/locale'
import { closeAccount } from '../api/account-api'
import { useAccountText } from '../i18n'
import { AccountSection } from './section'
import { localizedResolver } from '@/web/src/lib/lazy-resolver'

/** What goes at once: the catalogue's `close.deleted.<item>`. */
const DELETED = ['projects', 'messages', 'documents', 'identity'] as const

const Consequences = styled.div`
  margin-bottom: 1rem;
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
  ul {
    margin: 0 0 0.75rem;
    padding-inline-start: 1.25rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
`

function CloseAccountForm({ onCancel }: { onCancel: () => void }) {
  const t = useAccountText()
  const href = useLocalizedHref()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CloseAccountInput>({ resolver: localizedResolver(zodResolver(closeAccountSchema)) })

  const onSubmit = async (values: CloseAccountInput) => {
    setFailure(null)
    try {
      const done = await closeAccount(values)
      forgetStoredUser()
      toastOnNextPage({ title: t('close.done'), description: done.message })
      // A full page load: every cached read of the closed account goes with the page.
      window.location.assign(href('/login'))
    } catch (error) {
      setFailure(serverMessage(error, t('close.failed')))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Consequences>
        <h3>{t('close.deleted')}</h3>
        <ul>
          {DELETED.map((item) => (
            <li key={item}>{t(`close.deleted.${item}`)}</li>
          ))}
        </ul>
        <h3>{t('close.kept', { years: PAYMENT_RETENTION_YEARS })}</h3>
        <p>{t('close.keptText')}</p>
      </Consequences>
      <FormField
        id="close-account-password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        data-autofocus
        error={errors.password?.message}
        {...register('password')}
      />
      {failure ? <ModalError role="alert">{failure}</ModalError> : null}
      <ModalActions>
        <Button $variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('cancel')}
        </Button>
        <Button type="submit" $variant="danger" disabled={isSubmitting}>
          {isSubmitting ? t('close.closing') : t('close.confirm')}
        </Button>
      </ModalActions>
    </form>
  )
}

/** « Fermer mon compte »: the password in a dialog that says what goes and what stays. */
export function CloseAccountSection() {
  const t = useAccountText()
  const [open, setOpen] = useState(false)
  return (
    <AccountSection id="account-close" icon={UserX} title={t('close.title')} intro={t('close.intro', { years: PAYMENT_RETENTION_YEARS })}>
      <Button $variant="danger" onClick={() => setOpen(true)}>
        {t('close.button')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        role="alertdialog"
        title={t('close.dialog.title')}
        description={t('close.dialog.description')}
      >
        <CloseAccountForm onCancel={() => setOpen(false)} />
      </Modal>
    </AccountSection>
  )
}
