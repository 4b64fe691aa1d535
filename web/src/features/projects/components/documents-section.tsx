import { Trash2 } from 'lucide-react'
import { type ReactNode, useCallback, useRef, useState } from 'react'
import styled from 'styled-components'
import { type ApiDocument, missingClientDocuments } from '@/contract/documents'
import { Badge } from '@/web/src/components/ui/badge'
import { Button } from '@/web/src/components/ui/button'
import { Card } from '@/web/src/components/ui/card'
import { toast } from '@/web/src/components/ui/use-toast'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { ApiError } from '@/web/src/lib/api-client'
import { refreshProjects } from '@/web/src/lib/client-data'
import { removeDocument, useProjectDocuments } from '../../documents/api/documents-api'
import { DocumentChecklist } from '../../documents/components/document-checklist'
import { DocumentList, documentName } from '../../documents/components/document-list'
import { DocumentPart, DocumentParts } from '../../documents/components/documents-layout'
import { DocumentsLoadFailure, DocumentsLoading } from '../../documents/components/documents-states'
import { ConfirmDialog } from '@/web/src/components/ui/confirm-dialog'
import { UploadZone } from '../../documents/components/upload-zone'
import { missingDocumentsText } from '../../documents/counter-texts'
import { firstMissingKind, kindOptions } from '../../documents/kind-options'
import { useDocumentUpload } from '../../documents/use-document-upload'
import { quoted } from '@/contract/french/typography'

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin-bottom: 1.5rem;
  h2 {
    margin: 0 0 0.25rem;
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0;
    max-width: 36rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const SENT_TOAST = { title: 'Document envoyé', description: 'Notre équipe va le vérifier.' }

/**
 * 'Documents' of /project/{id} (issue 17): the procedure's checklist, the upload of the
 * client's papers, the files sent (with the team's note on a refused one, and a delete while
 * not yet checked) and the official documents the team returns.
 */
export function DocumentsSection({ projectId }: { projectId: number }) {
  const { data, error, isLoading, mutate } = useProjectDocuments(projectId)
  const [removing, setRemoving] = useState<ApiDocument | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The documents, and what counts them elsewhere ('Mes démarches', the overview), are read again.
  const onUploaded = useCallback(() => void refreshProjects(), [])
  const upload = useDocumentUpload(projectId, { onUploaded, successToast: SENT_TOAST })

  let content: ReactNode
  if (error && !data) {
    // A 401 or a 404 is the page's to handle (login, 'Projet non trouvé').
    content = error instanceof ApiError && [401, 404].includes(error.status) ? null : <DocumentsLoadFailure onRetry={() => mutate()} />
  } else if (isLoading || !data) {
    content = <DocumentsLoading />
  } else {
    const { documents } = data
    content = (
      <DocumentParts>
        <DocumentChecklist checklist={data.checklist} documents={documents} audience="client" />
        <DocumentPart>
          <h3>Envoyer un document</h3>
          <UploadZone
            kinds={kindOptions(data.checklist, 'client')}
            defaultKind={firstMissingKind(data.checklist, 'client')}
            upload={upload}
          />
        </DocumentPart>
        <DocumentList
          headingId="documents-sent-title"
          title="Documents envoyés"
          documents={documents.filter((document) => document.from === 'client')}
          empty="Vous n’avez encore envoyé aucun document."
          actions={(document) =>
            document.status === 'submitted' ? (
              <Button $variant="ghost" onClick={() => setRemoving(document)}>
                <Trash2 size={18} aria-hidden="true" />
                Supprimer
                <VisuallyHidden>{` ${documentName(document)}`}</VisuallyHidden>
              </Button>
            ) : null
          }
        />
        <DocumentList
          headingId="documents-received-title"
          title="Documents reçus"
          documents={documents.filter((document) => document.from === 'staff')}
          empty="Les documents officiels de votre démarche apparaîtront ici dès que notre équipe les aura déposés."
        />
      </DocumentParts>
    )
  }

  const missing = data ? missingClientDocuments(data.checklist) : 0
  return (
    <Card aria-labelledby="documents-title">
      <Head>
        <div>
          <h2 id="documents-title" ref={headingRef} tabIndex={-1}>
            Documents
          </h2>
          <p>Envoyez vos pièces justificatives et retrouvez ici les documents officiels de votre société.</p>
        </div>
        {data ? (
          missing > 0 ? (
            <Badge $tone="warning">{missingDocumentsText(missing)}</Badge>
          ) : (
            <Badge $tone="success">Toutes vos pièces sont envoyées</Badge>
          )
        ) : null}
      </Head>
      {content}
      <VisuallyHidden role="status" aria-live="polite">
        {upload.announcement}
      </VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <ConfirmDialog
        open={removing !== null}
        title={'Supprimer ce document\u202f?'}
        description={removing ? `${quoted(removing.fileName)} sera retiré de votre dossier. Vous pourrez en envoyer un autre.` : undefined}
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
          await refreshProjects()
        }}
      />
    </Card>
  )
}
