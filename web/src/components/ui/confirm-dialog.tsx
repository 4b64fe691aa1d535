import { type ReactNode, type RefObject, useState } from 'react'
import { serverMessage } from '../../lib/api-client'
import { Button, type ButtonVariant } from './button'
import { useUiText } from './i18n'
import { Modal, ModalActions, ModalError } from './modal'

/**
 * A confirmation before an action that cannot be undone (remove a step, a document, an
 * article; mark a payment), the client area's and the back-office's, in the platform's modal
 * dialog. `onConfirm` does the action; while it runs the buttons are disabled and the dialog
 * cannot be closed. What happens next:
 * - with `failure`, a refusal (a thrown error) is told inside the dialog, which stays open
 *   (the server's own message when it sent one); success is the parent's to close;
 * - with `closeWhenSettled`, the dialog closes whatever the outcome, so the toasts that
 *   `onConfirm` shows are on a live page, not under the dialog's backdrop.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  busyLabel,
  confirmVariant = 'danger',
  alert = true,
  failure,
  closeWhenSettled = false,
  onConfirm,
  onClose,
  fallbackFocus,
}: {
  open: boolean
  title: string
  description?: string
  /** What the dialog shows between its description and its buttons (a summary, a field). */
  children?: ReactNode
  confirmLabel: string
  busyLabel?: string
  confirmVariant?: ButtonVariant
  /** An alert dialog (the default) for a destructive step; a plain dialog otherwise. */
  alert?: boolean
  failure?: string
  closeWhenSettled?: boolean
  onConfirm: () => Promise<void>
  onClose: () => void
  fallbackFocus?: RefObject<HTMLElement | null>
}) {
  const t = useUiText()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    setError(null)
    onClose()
  }
  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await onConfirm()
    } catch (thrown) {
      if (failure === undefined) throw thrown
      setError(serverMessage(thrown, failure))
    } finally {
      setBusy(false)
      if (closeWhenSettled) close()
    }
  }
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : close}
      role={alert ? 'alertdialog' : undefined}
      title={title}
      description={description}
      fallbackFocus={fallbackFocus}
    >
      {children}
      {error ? <ModalError role="alert">{error}</ModalError> : null}
      <ModalActions>
        <Button $variant="secondary" onClick={close} disabled={busy} data-autofocus>
          {t('cancel')}
        </Button>
        <Button $variant={confirmVariant} onClick={() => void confirm()} disabled={busy}>
          {busy ? (busyLabel ?? t('confirm.busy')) : confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  )
}
