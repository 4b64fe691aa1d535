import { type FormEvent, useState } from 'react'
import { type ApiDocument, documentReviewSchema } from '@/contract/documents'
import { Button } from '@/web/src/components/ui/button'
import { TextareaField } from '@/web/src/components/ui/form-field'
import { Modal, ModalActions, ModalError } from '@/web/src/components/ui/modal'
import { serverMessage } from '@/web/src/lib/api-client'
import { documentName } from '@/web/src/features/documents/components/document-list'

function RejectForm({
  document,
  onCancel,
  onReject,
}: {
  document: ApiDocument
  onCancel: () => void
  onReject: (document: ApiDocument, note: string) => Promise<void>
}) {
  const [note, setNote] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // The server's own rule (a refusal says why), checked here first with the same message.
    const parsed = documentReviewSchema.safeParse({ status: 'rejected', note })
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Note invalide')
      return
    }
    setInvalid(null)
    setFailure(null)
    setBusy(true)
    try {
      await onReject(document, parsed.data.note)
    } catch (error) {
      setFailure(serverMessage(error, 'Le document n’a pas pu être refusé. Réessayez dans un instant.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      <TextareaField
        label="Motif du refus"
        hint="Le client le lit dans son espace, puis envoie un autre fichier."
        rows={4}
        maxLength={1000}
        required
        data-autofocus
        value={note}
        error={invalid ?? undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      {failure ? <ModalError role="alert">{failure}</ModalError> : null}
      <ModalActions>
        <Button $variant="secondary" onClick={onCancel} disabled={busy}>
          Annuler
        </Button>
        <Button type="submit" $variant="danger" disabled={busy}>
          {busy ? 'Envoi…' : 'Refuser le document'}
        </Button>
      </ModalActions>
    </form>
  )
}

/** 'Refuser le document' (issue 17): a note is required, the client reads it beside the refused file. */
export function RejectDocumentDialog({
  document,
  onCancel,
  onReject,
}: {
  document: ApiDocument | null
  onCancel: () => void
  /** Resolves once refused; throws the server's answer, told inside the dialog. */
  onReject: (document: ApiDocument, note: string) => Promise<void>
}) {
  return (
    <Modal
      open={document !== null}
      onClose={onCancel}
      title="Refuser le document"
      description={document ? documentName(document) : undefined}
    >
      {document ? <RejectForm document={document} onCancel={onCancel} onReject={onReject} /> : null}
    </Modal>
  )
}
