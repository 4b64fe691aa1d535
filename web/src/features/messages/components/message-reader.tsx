import { ArrowRight, FolderOpen } from 'lucide-react'
import type { ReactNode, Ref } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import type { PublicUser } from '@/contract/auth'
import type { ApiMessage } from '@/contract/messages'
import { formatDateTime } from '@/contract/french/dates'
import { SenderAvatar, senderLabel } from './sender'

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`

const Subject = styled.h3`
  margin: 0;
  font-size: 1.35rem;
  line-height: 1.3;
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`

const From = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 0;
  strong {
    display: block;
    font-size: 0.95rem;
  }
  time {
    display: block;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

/** Text only (never HTML): line breaks kept, long words and addresses wrapped. */
const Content = styled.div`
  margin: 0;
  max-width: 70ch;
  font-size: 1rem;
  line-height: 1.65;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`

const ProjectBox = styled.aside`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  h4 {
    margin: 0;
    font-size: 0.8rem;
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  p {
    margin: 0.125rem 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`

const ProjectIcon = styled.span`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`

const ProjectText = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
`

const ProjectLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 44px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

const Footer = styled.footer`
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

/**
 * The opened message: subject, sender, full French date, its text as written and, when it
 * concerns a project, a box linking to it. `footer` holds the reply form.
 */
export function MessageReader({
  message,
  user,
  headingRef,
  footer,
}: {
  message: ApiMessage
  user: PublicUser
  /** Focused on phones when the message opens, so reading starts at the subject. */
  headingRef?: Ref<HTMLHeadingElement>
  footer?: ReactNode
}) {
  const projectId = message.project?.id ?? message.projectId
  return (
    <Article aria-labelledby={`message-subject-${message.id}`}>
      <Header>
        <Subject id={`message-subject-${message.id}`} ref={headingRef} tabIndex={-1}>
          {message.subject}
        </Subject>
        <From>
          <SenderAvatar message={message} user={user} />
          <div>
            <strong>{senderLabel(message)}</strong>
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </div>
        </From>
      </Header>
      <Content>{message.content}</Content>
      {projectId ? (
        <ProjectBox aria-labelledby={`message-project-${message.id}`}>
          <ProjectIcon aria-hidden="true">
            <FolderOpen size={20} />
          </ProjectIcon>
          <ProjectText>
            <h4 id={`message-project-${message.id}`}>Message lié à un projet</h4>
            <p>{message.project?.name ?? `Projet n°\u00a0${projectId}`}</p>
          </ProjectText>
          <ProjectLink to={`/project/${projectId}`}>
            Voir le projet
            <ArrowRight size={16} aria-hidden="true" />
          </ProjectLink>
        </ProjectBox>
      ) : null}
      {footer ? <Footer>{footer}</Footer> : null}
    </Article>
  )
}
