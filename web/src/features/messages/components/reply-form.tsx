import { zodResolver } from '@hookform/resolvers/zod'
import { Reply, SquarePen } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { type ApiMessage, messageDraftSchema, replySubject } from '@/contract/messages'
import type { z } from '@/contract/zod'
import { Button } from '@/web/src/components/ui/button'
import { DirectionalIcon } from '@/web/src/components/ui/directional-icon'
import { FormField, TextareaField } from '@/web/src/components/ui/form-field'
import { useSendMessage } from '../api/send-message'
import { useMessagesText } from '../i18n'
import { AttachmentPicker } from './attachment-picker'
import { localizedResolver } from '@/web/src/lib/lazy-resolver'

/** The two fields the client writes; `projectId` comes from the answered message. */
const replySchema = messageDraftSchema.pick({ subject: true, content: true })
type ReplyValues = z.input<typeof replySchema>
type ReplyOutput = z.output<typeof replySchema>

const Form = styled.form`
  display: flex;
  flex-direction: column;
`

const Heading = styled.h4`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 0.25rem;
  font-size: 1.1rem;
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`

const Intro = styled.p`
  margin: 0 0 1.25rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  & > button {
    flex: 1 1 100%;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    & > button {
      flex: 0 0 auto;
    }
  }
`

/**
 * 'Répondre' under an opened message (subject 'Re : …', editable, the message's project
 * kept), or a new message to support when there is none. On success the parent selects the
 * sent message; the form is keyed on the message, so it starts again with an empty content.
 */
export function ReplyForm({
  userId,
  replyTo,
  onSent,
  onCancel,
}: {
  userId: number
  replyTo?: ApiMessage
  onSent: (message: ApiMessage) => void
  onCancel?: () => void
}) {
  const t = useMessagesText()
  const send = useSendMessage(userId)
  const headingId = useId()
  const [files, setFiles] = useState<File[]>([])
  const [fileError, setFileError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<ReplyValues, unknown, ReplyOutput>({
    resolver: localizedResolver(zodResolver(replySchema)),
    defaultValues: { subject: replyTo ? replySubject(replyTo.subject) : '', content: '' },
  })

  const onSubmit = async ({ subject, content }: ReplyOutput) => {
    const sent = await send({ subject, content, files, ...(replyTo?.projectId ? { projectId: replyTo.projectId } : {}) })
    if (!sent) return
    resetField('content', { defaultValue: '' })
    setFiles([])
    setFileError(null)
    onSent(sent)
  }

  const projectName = replyTo?.project?.name
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={headingId}>
      {replyTo ? (
        <>
          <Heading id={headingId}>
            <Reply size={20} aria-hidden="true" />
            {t('reply.title')}
          </Heading>
          <Intro>{projectName ? t.rich('reply.project', {}, { project: <bdi>{projectName}</bdi> }) : t('reply.default')}</Intro>
        </>
      ) : (
        <>
          <Heading as="h3" id={headingId}>
            <SquarePen size={20} aria-hidden="true" />
            {t('compose.title')}
          </Heading>
          <Intro>{t('compose.intro')}</Intro>
        </>
      )}
      <FormField
        label={t('compose.subject')}
        autoComplete="off"
        maxLength={200}
        dir="auto"
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextareaField label={t('compose.content')} rows={5} dir="auto" error={errors.content?.message} {...register('content')} />
      <AttachmentPicker files={files} onChange={setFiles} error={fileError} onError={setFileError} disabled={isSubmitting} />
      <Actions>
        <Button type="submit" disabled={isSubmitting}>
          <DirectionalIcon icon="send" size={18} />
          {isSubmitting ? t('sending') : t('send')}
        </Button>
        {onCancel ? (
          <Button $variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {t('cancel')}
          </Button>
        ) : null}
      </Actions>
    </Form>
  )
}
