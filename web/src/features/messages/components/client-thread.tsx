import type { Ref } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import type { ApiThread } from '@/contract/messages'
import { Button } from '@/web/src/components/ui/button'
import { DirectionalIcon } from '@/web/src/components/ui/directional-icon'
import { useSendMessage } from '../api/send-message'
import { useThreadMessages } from '../api/threads'
import { useMessagesText } from '../i18n'
import { ThreadMessages } from './thread-messages'
import { ThreadReplyForm } from './thread-reply-form'

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
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

const ProjectLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 44px;
  font-weight: 600;
`

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`

/** An opened conversation in the client area: its messages, oldest first, and the composer under them. */
export function ClientThread({ userId, thread, headingRef }: { userId: number; thread: ApiThread; headingRef?: Ref<HTMLHeadingElement> }) {
  const t = useMessagesText()
  const messages = useThreadMessages(userId, thread.id)
  const send = useSendMessage(userId)
  const onSend = async (content: string, files: File[]) =>
    Boolean(await send({ subject: thread.subject, content, threadId: thread.id, files }).then((sent) => sent && messages.mutate()))
  return (
    <Article aria-labelledby={`thread-subject-${thread.id}`}>
      <Subject id={`thread-subject-${thread.id}`} ref={headingRef} tabIndex={-1} dir="auto">
        {thread.subject}
      </Subject>
      {thread.projectId ? (
        <ProjectLink to={`/project/${thread.projectId}`}>
          {t('thread.project')}
          <DirectionalIcon icon="arrow-forward" size={16} />
        </ProjectLink>
      ) : null}
      {messages.data ? (
        <ThreadMessages messages={[...messages.data.messages].reverse()} readerIsStaff={false} label={t('thread.messages')} />
      ) : messages.error ? (
        <Muted role="alert">
          {t('inbox.error')}{' '}
          <Button $variant="ghost" onClick={() => void messages.mutate()}>
            {t('retry')}
          </Button>
        </Muted>
      ) : (
        <Muted role="status">{t('thread.loading')}</Muted>
      )}
      <ThreadReplyForm onSend={onSend} hint={t('thread.hint')} />
    </Article>
  )
}
