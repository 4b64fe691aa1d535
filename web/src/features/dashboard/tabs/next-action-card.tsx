/**
 * The overview's first card (issue 33 item 3): the one thing to do now, with its link. The server
 * decides (GET /api/dashboard's `next`, cms/features/overview/next-action.ts).
 */
import { ClipboardList, FileUp, Hourglass, MessageSquare, PlayCircle, Rocket } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { NextAction } from '@/contract/projects'
import { Button, ButtonLink } from '@/web/src/components/ui/button'
import { Card } from '@/web/src/components/ui/card'
import { DirectionalIcon } from '@/web/src/components/ui/directional-icon'
import { stepNameNode, useProjectsText } from '@/web/src/features/projects/i18n'
import { useDashboardText } from '../i18n'
import type { TabId } from '../tab-ids'

const Frame = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 1.25rem;
  align-items: center;
  margin-top: 1rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  .eyebrow {
    margin: 0 0 0.2rem;
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primary};
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  > div {
    flex: 1 1 16rem;
    min-width: 0;
  }
`

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 3rem;
  height: 3rem;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`

interface Shown {
  icon: ReactNode
  title: ReactNode
  text: ReactNode
  action: ReactNode
}

type DashboardText = ReturnType<typeof useDashboardText>
type ProjectsText = ReturnType<typeof useProjectsText>

function shown(next: NextAction, onOpen: (tab: TabId) => void, t: DashboardText, projects: ProjectsText): Shown {
  const open = (label: string, to: string) => (
    <ButtonLink to={to}>
      {label}
      <DirectionalIcon icon="arrow-forward" size={18} />
    </ButtonLink>
  )
  // The project's name as the founder typed it, isolated from the sentence around it.
  const project = 'projectName' in next ? <bdi>{next.projectName}</bdi> : null
  switch (next.kind) {
    case 'questionnaire':
      return {
        icon: <ClipboardList size={24} />,
        title: t('next.questionnaire.title'),
        text: t.rich('next.questionnaire.text', {}, { project }),
        action: open(t('next.questionnaire.action'), `/project/${next.projectId}#questionnaire`),
      }
    case 'documents':
      return {
        icon: <FileUp size={24} />,
        title: t('next.documents.title', { count: next.missing }),
        text: t.rich('next.documents.text', {}, { project }),
        action: open(t('next.documents.action'), `/project/${next.projectId}#documents`),
      }
    case 'message':
      return {
        icon: <MessageSquare size={24} />,
        title: t('next.message.title', { count: next.unread }),
        text: t('next.message.text'),
        action: (
          <Button onClick={() => onOpen('messages')}>
            {t('next.message.action')}
            <DirectionalIcon icon="arrow-forward" size={18} />
          </Button>
        ),
      }
    case 'step':
      return {
        icon: <PlayCircle size={24} />,
        title: t.rich('next.step.title', {}, { step: <>{stepNameNode(projects, next.stepName)}</> }),
        text: t.rich('next.step.text', {}, { project }),
        action: open(t('next.open'), `/project/${next.projectId}`),
      }
    case 'waiting':
      return {
        icon: <Hourglass size={24} />,
        title: t('next.waiting.title'),
        text: t.rich('next.waiting.text', {}, { project }),
        action: open(t('next.open'), `/project/${next.projectId}`),
      }
    case 'start':
      return {
        icon: <Rocket size={24} />,
        title: t('next.start.title'),
        text: t('next.start.text'),
        action: open(t('next.start.action'), '/creer-entreprise'),
      }
  }
}

export function NextActionCard({ next, onOpen }: { next: NextAction; onOpen: (tab: TabId) => void }) {
  const t = useDashboardText()
  const { icon, title, text, action } = shown(next, onOpen, t, useProjectsText())
  return (
    <Frame aria-labelledby="next-action-title">
      <Icon aria-hidden="true">{icon}</Icon>
      <div>
        <p className="eyebrow">{t('next.eyebrow')}</p>
        <h3 id="next-action-title">{title}</h3>
        <p>{text}</p>
      </div>
      {action}
    </Frame>
  )
}
