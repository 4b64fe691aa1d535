import { Trash2 } from 'lucide-react'
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react'
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
import { isolate } from '@/contract/i18n/format'
import { useProjectsText } from '../i18n'

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

/**
 * 'Documents' of /project/{id} (issue 17): the procedure's checklist, the upload of the
 * client's papers, the files sent (with the team's note on a refused one, and a delete while
 * not yet checked) and the official documents the team returns.
 */
export function DocumentsSection({ projectId }: { projectId: number }) {
  const t = useProjectsText()
  const { locale } = t
  const { data, error, isLoading, mutate } = useProjectDocuments(projectId)
  const [removing, setRemoving] = useState<ApiDocument | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The documents, and what counts them elsewhere ('Mes démarches', the overview), are read again.
  const onUploaded = useCallback(() => void refreshProjects(), [])
  const sentToast = useMemo(() => ({ title: t('documents.sentToast.title'), description: t('documents.sentToast.description') }), [t])
  const upload = useDocumentUpload(projectId, { onUploaded, successToast: sentToast })

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
          <h3>{t('documents.upload')}</h3>
          <UploadZone
            kinds={kindOptions(data.checklist, 'client', locale)}
            defaultKind={firstMissingKind(data.checklist, 'client')}
            upload={upload}
          />
        </DocumentPart>
        <DocumentList
          headingId="documents-sent-title"
          title={t('documents.sent')}
          documents={documents.filter((document) => document.from === 'client')}
          empty={t('documents.sentEmpty')}
          actions={(document) =>
            document.status === 'submitted' ? (
              <Button $variant="ghost" onClick={() => setRemoving(document)}>
                <Trash2 size={18} aria-hidden="true" />
                {t('documents.delete')}
                <VisuallyHidden>{` ${documentName(document, locale)}`}</VisuallyHidden>
              </Button>
            ) : null
          }
        />
        <DocumentList
          headingId="documents-received-title"
          title={t('documents.received')}
          documents={documents.filter((document) => document.from === 'staff')}
          empty={t('documents.receivedEmpty')}
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
            {t('documents.title')}
          </h2>
          <p>{t('documents.lead')}</p>
        </div>
        {data ? (
          missing > 0 ? (
            <Badge $tone="warning">{missingDocumentsText(missing, locale)}</Badge>
          ) : (
            <Badge $tone="success">{t('documents.allSent')}</Badge>
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
        title={t('documents.remove.title')}
        description={
          removing
            ? t('documents.remove.description', { file: locale === 'fr' ? removing.fileName : isolate(removing.fileName) })
            : undefined
        }
        confirmLabel={t('documents.remove.confirm')}
        failure={t('documents.remove.failure')}
        onClose={() => setRemoving(null)}
        fallbackFocus={headingRef}
        onConfirm={async () => {
          if (!removing) return
          await removeDocument(removing.id)
          setRemoving(null)
          setAnnouncement(t('documents.removed', { name: documentName(removing, locale) }))
          toast({ title: t('documents.removedToast') })
          await refreshProjects()
        }}
      />
    </Card>
  )
}
