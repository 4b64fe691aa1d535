import { type RefObject, useState } from 'react'
import { Button } from '@/web/src/components/ui/button'
import { Modal, ModalActions } from '@/web/src/components/ui/modal'

/**
 * "Supprimer … ?" in a modal alert dialog. `onConfirm` does the deletion and its toasts; the
 * dialog stays open (buttons disabled) until it settles, then closes whatever the outcome, so
 * the toast is on a live page, not under the dialog's backdrop.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  onConfirm,
  onClose,
  fallbackFocus,
}: {
  open: boolean
  title: string
  description: string
  onConfirm: () => Promise<void>
  onClose: () => void
  fallbackFocus?: RefObject<HTMLElement | null>
}) {
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
      onClose()
    }
  }
  return (
    <Modal
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      title={title}
      description={description}
      role="alertdialog"
      fallbackFocus={fallbackFocus}
    >
      <ModalActions>
        <Button $variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
          Annuler
        </Button>
        <Button $variant="danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Suppression…' : 'Supprimer'}
        </Button>
      </ModalActions>
    </Modal>
  )
}
