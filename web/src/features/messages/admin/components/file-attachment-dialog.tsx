import { useState } from 'react'
import useSWR from 'swr'
import styled from 'styled-components'
import type { AdminProjectsResponse } from '@/contract/admin-projects'
import { type DocumentKind, type DocumentsResponse, documentPaths } from '@/contract/documents'
import type { ApiAttachment } from '@/contract/messages'
import { Button } from '@/web/src/components/ui/button'
import { Modal, ModalActions, ModalError } from '@/web/src/components/ui/modal'
import { SelectField } from '@/web/src/components/ui/select-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { firstMissingKind, kindOptions } from '@/web/src/features/documents/kind-options'
import { serverMessage } from '@/web/src/lib/api-client'
import { FILE_AS_DOCUMENT_ERROR, fileAttachmentAsDocument } from '../api/message-actions'

const Muted = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`

/**
 * The client's projects, from the back-office's project search on its email (the only client
 * whose email it is: the owner is checked again here, and by the server).
 */
function useClientProjects(client: { id: number; email: string }) {
  const params = new URLSearchParams({ q: client.email, limit: '100' })
  const answer = useSWR<AdminProjectsResponse>(`/api/admin/projects?${params}`)
  const projects = answer.data?.projects.filter((project) => project.user.id === client.id) ?? []
  return { projects, isLoading: answer.isLoading, error: answer.error as unknown, retry: () => void answer.mutate() }
}

function FilingForm({
  attachment,
  client,
  onDone,
  onFiled,
}: {
  attachment: ApiAttachment
  client: { id: number; email: string }
  onDone: () => void
  onFiled: () => Promise<unknown>
}) {
  const { projects, isLoading, error, retry } = useClientProjects(client)
  const [projectId, setProjectId] = useState('')
  const [kind, setKind] = useState<DocumentKind | ''>('')
  const [problem, setProblem] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // The kinds a client sends for this procedure, from the project's checklist (as its documents section offers them).
  const documents = useSWR<DocumentsResponse>(projectId ? documentPaths.list(projectId) : null)
  const kinds = documents.data ? kindOptions(documents.data.checklist, 'client') : []
  const chosenKind = kind || (documents.data ? firstMissingKind(documents.data.checklist, 'client') : '')

  if (isLoading) return <Muted role="status">Chargement des projets du client…</Muted>
  if (error)
    return (
      <>
        <ModalError role="alert">Impossible de charger les projets du client.</ModalError>
        <ModalActions>
          <Button $variant="secondary" onClick={onDone}>
            Fermer
          </Button>
          <Button onClick={retry}>Réessayer</Button>
        </ModalActions>
      </>
    )
  if (projects.length === 0)
    return (
      <>
        <Muted>Ce client n’a pas encore de projet&nbsp;: la pièce jointe ne peut être classée dans aucun dossier.</Muted>
        <ModalActions>
          <Button $variant="secondary" onClick={onDone}>
            Fermer
          </Button>
        </ModalActions>
      </>
    )

  const submit = async () => {
    if (!projectId) {
      setProblem('Veuillez choisir un projet')
      return
    }
    if (!chosenKind) {
      setProblem('Veuillez choisir le type de document')
      return
    }
    setProblem(null)
    setSubmitting(true)
    try {
      await fileAttachmentAsDocument(attachment.id, { projectId: Number(projectId), kind: chosenKind })
    } catch (failure) {
      setProblem(serverMessage(failure, FILE_AS_DOCUMENT_ERROR))
      setSubmitting(false)
      return
    }
    toast({ title: 'Pièce jointe classée', description: 'Elle figure maintenant parmi les documents du projet.' })
    await onFiled()
    onDone()
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <SelectField
        label="Projet du client"
        placeholder="Choisissez un projet"
        currentValue={projectId}
        value={projectId}
        data-autofocus
        options={projects.map((project) => ({ value: String(project.id), label: project.name }))}
        onChange={(event) => {
          setProjectId(event.target.value)
          setKind('')
        }}
      />
      {projectId && documents.isLoading ? <Muted role="status">Chargement des types de document…</Muted> : null}
      {projectId && documents.error ? <ModalError role="alert">Impossible de charger les documents de ce projet.</ModalError> : null}
      {kinds.length > 0 ? (
        <SelectField
          label="Type de document"
          value={chosenKind}
          options={kinds}
          onChange={(event) => setKind(event.target.value as DocumentKind)}
        />
      ) : null}
      {problem ? <ModalError role="alert">{problem}</ModalError> : null}
      <ModalActions>
        <Button $variant="secondary" onClick={onDone} disabled={submitting}>
          Annuler
        </Button>
        <Button type="submit" disabled={submitting || !projectId || !chosenKind}>
          {submitting ? 'Classement…' : 'Classer comme document'}
        </Button>
      </ModalActions>
    </form>
  )
}

/**
 * « Classer dans un projet » (issue 35 item 2): the client's attachment becomes one of its
 * project's documents, waiting for review like a paper it uploaded there.
 */
export function FileAttachmentDialog({
  attachment,
  client,
  onClose,
  onFiled,
}: {
  attachment: ApiAttachment | null
  client: { id: number; email: string }
  onClose: () => void
  onFiled: () => Promise<unknown>
}) {
  return (
    <Modal open={attachment !== null} onClose={onClose} title="Classer dans un projet" description={attachment?.fileName}>
      {attachment ? <FilingForm attachment={attachment} client={client} onDone={onClose} onFiled={onFiled} /> : null}
    </Modal>
  )
}
