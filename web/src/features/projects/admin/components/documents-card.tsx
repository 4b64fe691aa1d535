import { Check, Trash2, X } from 'lucide-react'
import { type ReactNode, useCallback, useRef, useState } from 'react'
import styled from 'styled-components'
import type { ApiDocument } from '@/contract/documents'
import { Badge } from '@/web/src/components/ui/badge'
import { Button } from '@/web/src/components/ui/button'
import { Card } from '@/web/src/components/ui/card'
import { toast } from '@/web/src/components/ui/use-toast'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { serverMessage } from '@/web/src/lib/api-client'
import { refreshDocuments, removeDocument, reviewDocument, useProjectDocuments } from '@/web/src/features/documents/api/documents-api'
import { DocumentChecklist } from '@/web/src/features/documents/components/document-checklist'
import { DocumentList, documentName } from '@/web/src/features/documents/components/document-list'
import { DocumentPart, DocumentParts } from '@/web/src/features/documents/components/documents-layout'
import { DocumentsLoadFailure, DocumentsLoading } from '@/web/src/features/documents/components/documents-states'
import { ConfirmDialog } from '@/web/src/components/ui/confirm-dialog'
import { UploadZone } from '@/web/src/features/documents/components/upload-zone'
import { documentsToReviewText } from '@/web/src/features/documents/counter-texts'
import { firstMissingKind, kindOptions } from '@/web/src/features/documents/kind-options'
import { useDocumentUpload } from '@/web/src/features/documents/use-document-upload'
import { refreshAdminProject } from '../api/admin-projects'
import { RejectDocumentDialog } from './reject-document-dialog'
import { quoted } from '@/contract/french/typography'

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1.5rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    &:focus {
      outline: none;
    }
  }
`

/** Delete is rare and confirmed: an icon at the end of the row keeps the review buttons on one line. */
const RemoveButton = styled(Button)`
  flex: none !important;
  width: 44px;
  padding: 0;
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.danger};
`

const DEPOSIT_TOAST = { title: 'Document déposé', description: 'Le client peut le télécharger dans son espace.' }

/** The documents, the project and the list's badge are read again after any change. */
const refreshAll = (projectId: number) => Promise.all([refreshDocuments(projectId), refreshAdminProject(projectId)])

/**
 * 'Documents' of /admin/project/{id} (issue 17): the checklist, the client's papers to accept
 * or refuse (with a note), and the upload of the official documents the client downloads.
 */
export function DocumentsCard({ projectId }: { projectId: number }) {
  const { data, error, isLoading, mutate } = useProjectDocuments(projectId)
  const [rejecting, setRejecting] = useState<ApiDocument | null>(null)
  const [removing, setRemoving] = useState<ApiDocument | null>(null)
  const [accepting, setAccepting] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const onUploaded = useCallback(() => void refreshAll(projectId), [projectId])
  const upload = useDocumentUpload(projectId, { onUploaded, successToast: DEPOSIT_TOAST })

  const accept = async (document: ApiDocument) => {
    setAccepting(document.id)
    try {
      await reviewDocument(document.id, { status: 'accepted' })
      setAnnouncement(`${documentName(document)} accepté`)
      toast({ title: 'Document accepté' })
      await refreshAll(projectId)
    } catch (failure) {
      toast({ variant: 'destructive', title: 'Erreur', description: serverMessage(failure, 'Le document n’a pas pu être accepté') })
    } finally {
      setAccepting(null)
    }
  }

  const reviewActions = (document: ApiDocument): ReactNode => (
    <>
      {document.from === 'client' && document.status === 'submitted' ? (
        <>
          <Button onClick={() => void accept(document)} disabled={accepting === document.id}>
            <Check size={18} aria-hidden="true" />
            {accepting === document.id ? 'Acceptation…' : 'Accepter'}
            <VisuallyHidden>{` ${documentName(document)}`}</VisuallyHidden>
          </Button>
          <Button $variant="secondary" onClick={() => setRejecting(document)} disabled={accepting === document.id}>
            <X size={18} aria-hidden="true" />
            Refuser
            <VisuallyHidden>{` ${documentName(document)}`}</VisuallyHidden>
          </Button>
        </>
      ) : null}
      <RemoveButton $variant="ghost" onClick={() => setRemoving(document)} title="Supprimer">
        <Trash2 size={18} aria-hidden="true" />
        <VisuallyHidden>{`Supprimer ${documentName(document)}`}</VisuallyHidden>
      </RemoveButton>
    </>
  )

  let content: ReactNode
  if (error && !data) {
    content = <DocumentsLoadFailure onRetry={() => mutate()} />
  } else if (isLoading || !data) {
    content = <DocumentsLoading />
  } else {
    const { documents } = data
    content = (
      <DocumentParts>
        <DocumentChecklist checklist={data.checklist} documents={documents} audience="staff" />
        <DocumentList
          headingId="admin-documents-client-title"
          title="Pièces du client"
          documents={documents.filter((document) => document.from === 'client')}
          empty="Le client n’a encore envoyé aucun document."
          actions={reviewActions}
          stackActions
        />
        <DocumentList
          headingId="admin-documents-staff-title"
          title="Documents officiels"
          documents={documents.filter((document) => document.from === 'staff')}
          empty="Aucun document officiel déposé pour le moment."
          actions={reviewActions}
          stackActions
        />
        <DocumentPart>
          <h3>Déposer un document officiel</h3>
          <UploadZone
            kinds={kindOptions(data.checklist, 'staff')}
            defaultKind={firstMissingKind(data.checklist, 'staff')}
            upload={upload}
            kindLabel="Type de document officiel"
          />
        </DocumentPart>
      </DocumentParts>
    )
  }

  const toReview = data?.documents.filter((document) => document.from === 'client' && document.status === 'submitted').length ?? 0
  return (
    <Card aria-labelledby="admin-documents-title">
      <Head>
        <h2 id="admin-documents-title" ref={headingRef} tabIndex={-1}>
          Documents
        </h2>
        {toReview > 0 ? <Badge $tone="progress">{documentsToReviewText(toReview)}</Badge> : null}
      </Head>
      {content}
      <VisuallyHidden role="status" aria-live="polite">
        {upload.announcement}
      </VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <RejectDocumentDialog
        document={rejecting}
        onCancel={() => setRejecting(null)}
        onReject={async (document, note) => {
          await reviewDocument(document.id, { status: 'rejected', note })
          setRejecting(null)
          setAnnouncement(`${documentName(document)} refusé`)
          toast({ title: 'Document refusé', description: 'Le client voit votre note dans son espace.' })
          await refreshAll(projectId)
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={'Supprimer ce document\u202f?'}
        description={
          removing
            ? `${quoted(removing.fileName)} sera retiré du dossier${removing.from === 'staff' ? ' et de l’espace du client' : ''}.`
            : undefined
        }
        confirmLabel="Supprimer le document"
        failure="Le document n’a pas pu être supprimé. Réessayez dans un instant."
        onClose={() => setRemoving(null)}
        fallbackFocus={headingRef}
        onConfirm={async () => {
          if (!removing) return
          await removeDocument(removing.id)
          setRemoving(null)
          setAnnouncement(`${documentName(removing)} supprimé`)
          toast({ title: 'Document supprimé' })
          await refreshAll(projectId)
        }}
      />
    </Card>
  )
}
