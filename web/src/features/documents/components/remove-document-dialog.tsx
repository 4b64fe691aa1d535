import { type RefObject, useState } from 'react'
import type { ApiDocument } from '@/contract/documents'
import { Button } from '@/web/src/components/ui/button'
import { Modal, ModalActions, ModalError } from '@/web/src/components/ui/modal'
import { serverMessage } from '@/web/src/lib/api-client'

/** 'Supprimer ce document ?': a confirmation before DELETE /api/documents/{id}. */
export function RemoveDocumentDialog({
  document,
  description,
  onCancel,
  onConfirm,
  fallbackFocus,
}: {
  document: ApiDocument | null
  description: (document: ApiDocument) => string
  onCancel: () => void
  /** Resolves once removed; throws the server's refusal, told inside the dialog. */
  onConfirm: (document: ApiDocument) => Promise<void>
  fallbackFocus: RefObject<HTMLElement | null>
}) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const cancel = () => {
    setFailure(null)
    onCancel()
  }
  return (
    <Modal
      open={document !== null}
      onClose={busy ? () => undefined : cancel}
      role="alertdialog"
      title={'Supprimer ce document\u202f?'}
      description={document ? description(document) : undefined}
      fallbackFocus={fallbackFocus}
    >
      {failure ? <ModalError role="alert">{failure}</ModalError> : null}
      <ModalActions>
        <Button $variant="secondary" onClick={cancel} disabled={busy} data-autofocus>
          Annuler
        </Button>
        <Button
          $variant="danger"
          disabled={busy}
          onClick={async () => {
            if (!document) return
            setBusy(true)
            setFailure(null)
            try {
              await onConfirm(document)
            } catch (error) {
              setFailure(serverMessage(error, 'Le document n’a pas pu être supprimé. Réessayez dans un instant.'))
            } finally {
              setBusy(false)
            }
          }}
        >
          {busy ? 'Suppression…' : 'Supprimer le document'}
        </Button>
      </ModalActions>
    </Modal>
  )
}
