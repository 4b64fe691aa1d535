import { CheckCircle2, FolderPlus, Mail, MailOpen } from 'lucide-react'
import { Link } from 'react-router'
import styled from 'styled-components'
import type { ActivityItem } from '@/contract/projects'
import { dateFormats } from '@/contract/i18n/format'
import { Badge, statusTone } from '@/web/src/components/ui/badge'
import { projectStatusText, stepStatusText, useUiText } from '@/web/src/components/ui/i18n'
import { stepNameNode, useProjectsText } from '@/web/src/features/projects/i18n'
import { useDashboardText } from '../i18n'
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
  text-align: start;
`

/** The latest messages, step changes and new projects, newest first. */
export function RecentActivity({ items, onOpen }: { items: ActivityItem[]; onOpen: (tab: TabId) => void }) {
  const texts: Texts = { t: useDashboardText(), ui: useUiText(), projects: useProjectsText() }
  const { dateTime, ago } = dateFormats(texts.t.locale)
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
          <Line>{describe(item, onOpen, texts)}</Line>
          <p>
            <When dateTime={item.at} title={dateTime(item.at)}>
              {ago(item.at)}
            </When>
          </p>
        </Row>
      ))}
    </List>
  )
}

interface Texts {
  t: ReturnType<typeof useDashboardText>
  ui: ReturnType<typeof useUiText>
  projects: ReturnType<typeof useProjectsText>
}

function describe(item: ActivityItem, onOpen: (tab: TabId) => void, { t, ui, projects }: Texts) {
  switch (item.kind) {
    case 'message':
      return (
        <>
          <span>{item.fromAdmin ? t('activity.message.fromTeam') : t('activity.message.fromYou')}</span>
          <LinkButton onClick={() => onOpen('messages')}>
            <bdi>{item.subject}</bdi>
          </LinkButton>
          {item.fromAdmin && !item.isRead ? <Badge $tone="info">{t('activity.unread')}</Badge> : null}
        </>
      )
    case 'step':
      return (
        <>
          <span>
            {t.rich(
              'activity.step',
              { link: <Link to={`/project/${item.projectId}`} /> },
              { step: <>{stepNameNode(projects, item.stepName)}</>, project: <bdi>{item.projectName}</bdi> },
            )}
          </span>
          <Badge $tone={statusTone(item.status)}>{stepStatusText(ui, item.status)}</Badge>
        </>
      )
    case 'project':
      return (
        <>
          <span>
            {t.rich('activity.project', { link: <Link to={`/project/${item.id}`} /> }, { project: <bdi>{item.projectName}</bdi> })}
          </span>
          <Badge $tone={statusTone(item.status)}>{projectStatusText(ui, item.status)}</Badge>
        </>
      )
  }
}
