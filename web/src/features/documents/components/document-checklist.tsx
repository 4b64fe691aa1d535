import { CircleCheck, CircleDashed, CircleAlert, Clock } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { ApiChecklistItem, ApiDocument } from '@/contract/documents'
import { Badge, type BadgeTone } from '@/web/src/components/ui/badge'
import { checklistHintText, documentKindText, type DocumentsText, useDocumentsText } from '../i18n'

export type DocumentsAudience = 'client' | 'staff'

type ItemState = 'accepted' | 'submitted' | 'rejected' | 'missing' | 'optional' | 'available' | 'upcoming'

/** Where one checklist entry stands, from the files of its kind and side (a refused file alone still leaves it to send). */
function itemState(item: ApiChecklistItem, documents: readonly ApiDocument[]): ItemState {
  if (item.from === 'staff') return item.provided ? 'available' : 'upcoming'
  const files = documents.filter((document) => document.kind === item.kind && document.from === 'client')
  if (files.some((document) => document.status === 'accepted')) return 'accepted'
  if (item.provided || files.some((document) => document.status === 'submitted')) return 'submitted'
  if (files.some((document) => document.status === 'rejected')) return 'rejected'
  return item.required ? 'missing' : 'optional'
}

/** Each state's look, and its word for the back-office (French only); the client's is the catalogue's `state.<state>`. */
const STATES: Record<ItemState, { tone: BadgeTone; icon: ReactNode; staff: string }> = {
  accepted: { tone: 'success', icon: <CircleCheck size={20} />, staff: 'Accepté' },
  submitted: { tone: 'progress', icon: <Clock size={20} />, staff: 'À vérifier' },
  rejected: { tone: 'danger', icon: <CircleAlert size={20} />, staff: 'Refusé, en attente du client' },
  missing: { tone: 'warning', icon: <CircleAlert size={20} />, staff: 'Manquant' },
  optional: { tone: 'neutral', icon: <CircleDashed size={20} />, staff: 'Facultatif' },
  available: { tone: 'success', icon: <CircleCheck size={20} />, staff: 'Déposé' },
  upcoming: { tone: 'neutral', icon: <CircleDashed size={20} />, staff: 'À déposer' },
}

const stateWord = (t: DocumentsText, state: ItemState, audience: DocumentsAudience) =>
  audience === 'staff' ? STATES[state].staff : t(`state.${state}`)

const ICON_COLOURS: Record<BadgeTone, string> = {
  success: '#15803d',
  progress: '#b45309',
  danger: '#b91c1c',
  warning: '#c2410c',
  neutral: '#64748b',
  info: '#1d4ed8',
}

const Groups = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Group = styled.div`
  min-width: 0;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 0.875rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.background};
  &:first-child {
    border-top: none;
  }
`

const Icon = styled.span<{ $tone: BadgeTone }>`
  flex: none;
  display: inline-flex;
  margin-top: 0.1rem;
  color: ${({ $tone }) => ICON_COLOURS[$tone]};
`

const Text = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.35rem 0.75rem;
`

const Label = styled.span`
  display: block;
  flex: 1 1 12rem;
  min-width: 0;
  font-weight: 500;
  line-height: 1.45;
  small {
    display: block;
    margin-top: 0.1rem;
    font-size: 0.875rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`

function ChecklistGroup({
  title,
  items,
  documents,
  audience,
}: {
  title: string
  items: ApiChecklistItem[]
  documents: readonly ApiDocument[]
  audience: DocumentsAudience
}) {
  const t = useDocumentsText()
  if (items.length === 0) return null
  return (
    <Group>
      <h3>{title}</h3>
      <List aria-label={title}>
        {items.map((item) => {
          const current = itemState(item, documents)
          const state = STATES[current]
          return (
            <Item key={`${item.from}-${item.kind}`}>
              <Icon $tone={state.tone} aria-hidden="true">
                {state.icon}
              </Icon>
              <Text>
                <Label>
                  {audience === 'client' ? documentKindText(t, item.kind) : item.label}
                  {item.hint ? <small>{audience === 'client' ? checklistHintText(t, item.hint) : item.hint}</small> : null}
                </Label>
                <Badge $tone={state.tone}>{stateWord(t, current, audience)}</Badge>
              </Text>
            </Item>
          )
        })}
      </List>
    </Group>
  )
}

/** The procedure's checklist: what the client sends, what the team returns, and where each stands. */
export function DocumentChecklist({
  checklist,
  documents,
  audience,
}: {
  checklist: readonly ApiChecklistItem[]
  documents: readonly ApiDocument[]
  audience: DocumentsAudience
}) {
  const t = useDocumentsText()
  return (
    <Groups>
      <ChecklistGroup
        title={audience === 'client' ? t('checklist.client') : 'Pièces du client'}
        items={checklist.filter((item) => item.from === 'client')}
        documents={documents}
        audience={audience}
      />
      <ChecklistGroup
        title={audience === 'client' ? t('checklist.staff') : 'Documents officiels à remettre'}
        items={checklist.filter((item) => item.from === 'staff')}
        documents={documents}
        audience={audience}
      />
    </Groups>
  )
}
