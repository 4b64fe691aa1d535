import { type RefObject, useState } from 'react'
import type { ApiProjectStep } from '@/contract/projects'
import { Button } from '@/web/src/components/ui/button'
import { Modal, ModalActions, ModalError } from '@/web/src/components/ui/modal'
import { quoted } from '@/contract/french/typography'

/** 'Supprimer cette étape ?': a confirmation before DELETE /api/projects/{id}/steps/{stepId}. */
export function RemoveStepDialog({
  step,
  onCancel,
  onConfirm,
  fallbackFocus,
}: {
  step: ApiProjectStep | null
  onCancel: () => void
  /** Resolves true once the step is removed, false when the server refused. */
  onConfirm: (step: ApiProjectStep) => Promise<boolean>
  fallbackFocus: RefObject<HTMLElement | null>
}) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const cancel = () => {
    setFailed(false)
    onCancel()
  }
  return (
    <Modal
      open={step !== null}
      onClose={busy ? () => undefined : cancel}
      role="alertdialog"
      title={'Supprimer cette étape\u202f?'}
      description={step ? `L’étape ${quoted(step.stepName)} sera retirée du suivi du projet, pour vous comme pour le client.` : undefined}
      fallbackFocus={fallbackFocus}
    >
      {failed ? <ModalError role="alert">L’étape n’a pas pu être supprimée. Réessayez dans un instant.</ModalError> : null}
      <ModalActions>
        <Button $variant="secondary" onClick={cancel} disabled={busy} data-autofocus>
          Annuler
        </Button>
        <Button
          $variant="danger"
          disabled={busy}
          onClick={async () => {
            if (!step) return
            setBusy(true)
            setFailed(false)
            try {
              setFailed(!(await onConfirm(step)))
            } finally {
              setBusy(false)
            }
          }}
        >
          {busy ? 'Suppression…' : 'Supprimer l’étape'}
        </Button>
      </ModalActions>
    </Modal>
  )
}
