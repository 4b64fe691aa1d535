/**
 * The overview's first card (issue 33 item 3): the one thing to do now, with its link. The server
 * decides (GET /api/dashboard's `next`, cms/features/overview/next-action.ts).
 */
import { ArrowRight, ClipboardList, FileUp, Hourglass, MessageSquare, PlayCircle, Rocket } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { NextAction } from '@/contract/projects'
import { Button, ButtonLink } from '@/web/src/components/ui/button'
import { Card } from '@/web/src/components/ui/card'
import type { TabId } from '../tab-ids'

const Frame = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 1.25rem;
  align-items: center;
  margin-top: 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
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
  title: string
  text: string
  action: ReactNode
}

const plural = (n: number, one: string, many: string) => `${n}\u00a0${n > 1 ? many : one}`

function shown(next: NextAction, onOpen: (tab: TabId) => void): Shown {
  const open = (label: string, to: string) => (
    <ButtonLink to={to}>
      {label}
      <ArrowRight size={18} aria-hidden="true" />
    </ButtonLink>
  )
  switch (next.kind) {
    case 'questionnaire':
      return {
        icon: <ClipboardList size={24} />,
        title: 'Parlez-nous de votre future entreprise',
        text: `Forme juridique, activité, associés, capital\u202f: quelques minutes pour que votre expert prépare « ${next.projectName} ».`,
        action: open('Remplir le questionnaire', `/project/${next.projectId}#questionnaire`),
      }
    case 'documents':
      return {
        icon: <FileUp size={24} />,
        title: `${plural(next.missing, 'document', 'documents')} à fournir`,
        text: `Votre expert en a besoin pour avancer sur « ${next.projectName} ».`,
        action: open('Envoyer mes documents', `/project/${next.projectId}#documents`),
      }
    case 'message':
      return {
        icon: <MessageSquare size={24} />,
        title: next.unread > 1 ? `${next.unread}\u00a0nouveaux messages de votre expert` : 'Un nouveau message de votre expert',
        text: 'Votre expert vous a répondu\u202f: lisez son message pour la suite de votre dossier.',
        action: (
          <Button onClick={() => onOpen('messages')}>
            Lire mes messages
            <ArrowRight size={18} aria-hidden="true" />
          </Button>
        ),
      }
    case 'step':
      return {
        icon: <PlayCircle size={24} />,
        title: `En cours\u202f: ${next.stepName}`,
        text: `Votre expert avance sur « ${next.projectName} ». Suivez chaque étape depuis votre dossier.`,
        action: open('Voir mon dossier', `/project/${next.projectId}`),
      }
    case 'waiting':
      return {
        icon: <Hourglass size={24} />,
        title: 'Rien à faire pour le moment',
        text: `Votre expert a tout ce qu’il lui faut pour « ${next.projectName} »\u202f: il vous prévient dès qu’il a besoin de vous.`,
        action: open('Voir mon dossier', `/project/${next.projectId}`),
      }
    case 'start':
      return {
        icon: <Rocket size={24} />,
        title: 'Lancez votre projet',
        text: 'Créez votre entreprise avec nos experts\u202f: statuts, registre du commerce, numéro fiscal.',
        action: open('Créer mon entreprise', '/creer-entreprise'),
      }
  }
}

export function NextActionCard({ next, onOpen }: { next: NextAction; onOpen: (tab: TabId) => void }) {
  const { icon, title, text, action } = shown(next, onOpen)
  return (
    <Frame aria-labelledby="next-action-title">
      <Icon aria-hidden="true">{icon}</Icon>
      <div>
        <p className="eyebrow">Prochaine étape</p>
        <h3 id="next-action-title">{title}</h3>
        <p>{text}</p>
      </div>
      {action}
    </Frame>
  )
}
