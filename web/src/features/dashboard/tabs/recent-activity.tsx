import { CheckCircle2, FolderPlus, Mail, MailOpen } from 'lucide-react'
import { Link } from 'react-router'
import styled from 'styled-components'
import type { ActivityItem } from '@/contract/projects'
import { projectStatusLabel, stepStatusLabel } from '@/contract/projects'
import { Badge, statusTone } from '@/web/src/components/ui/badge'
import { formatAgo, formatDateTime } from '@/contract/french/dates'
import type { TabId } from '../tab-ids'

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.85rem;
  padding: 0.85rem 0;
  p {
    margin: 0;
  }
`

const IconBox = styled.span`
  grid-row: span 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.5rem;
  overflow-wrap: anywhere;
  a,
  button {
    font-weight: 600;
  }
`

const When = styled.time`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  text-align: left;
`

/** The latest messages, step changes and new projects, newest first. */
export function RecentActivity({ items, onOpen }: { items: ActivityItem[]; onOpen: (tab: TabId) => void }) {
  return (
    <List>
      {items.map((item) => (
        <Row key={`${item.kind}-${item.id}`}>
          <IconBox aria-hidden="true">
            {item.kind === 'message' ? (
              item.isRead || !item.fromAdmin ? (
                <MailOpen size={18} />
              ) : (
                <Mail size={18} />
              )
            ) : item.kind === 'step' ? (
              <CheckCircle2 size={18} />
            ) : (
              <FolderPlus size={18} />
            )}
          </IconBox>
          <Line>{describe(item, onOpen)}</Line>
          <p>
            <When dateTime={item.at} title={formatDateTime(item.at)}>
              {formatAgo(item.at)}
            </When>
          </p>
        </Row>
      ))}
    </List>
  )
}

function describe(item: ActivityItem, onOpen: (tab: TabId) => void) {
  switch (item.kind) {
    case 'message':
      return (
        <>
          <span>{item.fromAdmin ? 'Message de l’équipe support\u00a0:' : 'Vous avez écrit\u00a0:'}</span>
          <LinkButton onClick={() => onOpen('messages')}>{item.subject}</LinkButton>
          {item.fromAdmin && !item.isRead ? <Badge $tone="info">Non lu</Badge> : null}
        </>
      )
    case 'step':
      return (
        <>
          <span>
            Étape «&nbsp;{item.stepName}&nbsp;» — <Link to={`/project/${item.projectId}`}>{item.projectName}</Link>
          </span>
          <Badge $tone={statusTone(item.status)}>{stepStatusLabel(item.status)}</Badge>
        </>
      )
    case 'project':
      return (
        <>
          <span>
            Démarche ouverte&nbsp;: <Link to={`/project/${item.id}`}>{item.projectName}</Link>
          </span>
          <Badge $tone={statusTone(item.status)}>{projectStatusLabel(item.status)}</Badge>
        </>
      )
  }
}
