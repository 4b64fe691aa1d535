import { History } from 'lucide-react'
import { useState } from 'react'
import styled from 'styled-components'
import { formatDateTime } from '@/contract/french/dates'
import {
  type Handling,
  HANDLING_NOTE_MAX,
  HANDLING_STATUS_LABELS,
  HANDLING_STATUSES,
  type HandlingStatus,
} from '@/contract/support-handling'
import { Button } from '@/web/src/components/ui/button'
import { TextareaField } from '@/web/src/components/ui/form-field'
import { SelectField } from '@/web/src/components/ui/select-field'
import { toast } from '@/web/src/components/ui/use-toast'
import { serverMessage } from '@/web/src/lib/api-client'
import { type HandledItem, refreshInbox, updateHandling } from '../../api/handle-item'

const Panel = styled.section`
  display: grid;
  gap: 0.75rem;
  margin-top: 1rem;
  padding: 1rem;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
  h4 {
    margin: 0;
    font-size: 0.95rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(12rem, 16rem) 1fr;
    align-items: start;
  }
`

const NoteBlock = styled.div`
  display: grid;
  gap: 0.5rem;
  > button {
    justify-self: start;
  }
`

const Replies = styled.ol`
  grid-column: 1 / -1;
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.5rem;
  li {
    padding: 0.6rem 0.75rem;
    border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: 6px;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  p {
    margin: 0.5rem 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`

const STATUS_OPTIONS = HANDLING_STATUSES.map((value) => ({ value, label: HANDLING_STATUS_LABELS[value] }))

/** Where the team stands with one item: its status, its note, and the replies sent from here (issue 35 item 5). */
export function HandlingPanel({ item, id, name, handling }: { item: HandledItem; id: number; name: string; handling: Handling }) {
  const [note, setNote] = useState(handling.note ?? '')
  const [saving, setSaving] = useState(false)
  const save = async (status: HandlingStatus, withNote: boolean) => {
    setSaving(true)
    try {
      await updateHandling(item, id, withNote ? { status, note } : { status })
      toast({ title: withNote ? 'Note enregistrée' : `Statut\u00a0: ${HANDLING_STATUS_LABELS[status]}` })
      await refreshInbox(item)
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erreur', description: serverMessage(error, 'Le changement n’a pas pu être enregistré.') })
    } finally {
      setSaving(false)
    }
  }
  const idPrefix = `${item}-${id}`
  return (
    <Panel aria-label={`Traitement de ${name}`}>
      <div>
        <SelectField
          id={`${idPrefix}-status`}
          label="Traitement"
          options={STATUS_OPTIONS}
          value={handling.status}
          disabled={saving}
          hint={handling.statusChangedAt ? `Depuis le ${formatDateTime(handling.statusChangedAt)}` : undefined}
          onChange={(event) => void save(event.target.value as HandlingStatus, false)}
        />
      </div>
      <NoteBlock>
        <TextareaField
          id={`${idPrefix}-note`}
          label="Note de l’équipe"
          rows={2}
          maxLength={HANDLING_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {note !== (handling.note ?? '') ? (
          <Button $variant="secondary" disabled={saving} onClick={() => void save(handling.status, true)}>
            Enregistrer la note
          </Button>
        ) : null}
      </NoteBlock>
      {handling.replies.length > 0 ? (
        <Replies aria-label="Réponses envoyées">
          {handling.replies.map((reply) => (
            <li key={reply.id}>
              <details>
                <summary>
                  <History size={14} aria-hidden="true" /> {reply.subject}
                </summary>
                <p>{reply.content}</p>
              </details>
              <small>
                Envoyée par {reply.sentBy} le <time dateTime={reply.sentAt}>{formatDateTime(reply.sentAt)}</time>
              </small>
            </li>
          ))}
        </Replies>
      ) : null}
    </Panel>
  )
}
