import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { messageDraftSchema } from '@/contract/messages'
import type { z } from '@/contract/zod'
import { Button } from '@/web/src/components/ui/button'
import { DirectionalIcon } from '@/web/src/components/ui/directional-icon'
import { TextareaField } from '@/web/src/components/ui/form-field'
import { useMessagesText } from '../i18n'
import { AttachmentPicker } from './attachment-picker'
import { localizedResolver } from '@/web/src/lib/lazy-resolver'

/** Only the text: the answer keeps the conversation's subject (the server sets it). */
const answerSchema = messageDraftSchema.pick({ content: true })
type AnswerValues = z.input<typeof answerSchema>
type AnswerOutput = z.output<typeof answerSchema>

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & > button {
    align-self: stretch;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    & > button {
      align-self: flex-end;
    }
  }
`

const Heading = styled.h4`
  margin: 0;
  font-size: 1.05rem;
`

/**
 * The composer under a conversation, on both sides, with its files: it stays there after sending
 * (emptied), so one writes on in the same thread. `onSend` answers whether the message left.
 */
export function ThreadReplyForm({ onSend, hint }: { onSend: (content: string, files: File[]) => Promise<boolean>; hint: string }) {
  const t = useMessagesText()
  const headingId = useId()
  const [files, setFiles] = useState<File[]>([])
  const [fileError, setFileError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AnswerValues, unknown, AnswerOutput>({
    resolver: localizedResolver(zodResolver(answerSchema)),
    defaultValues: { content: '' },
  })
  const onSubmit = async ({ content }: AnswerOutput) => {
    if (!(await onSend(content, files))) return
    reset({ content: '' })
    setFiles([])
    setFileError(null)
  }
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={headingId}>
      <Heading id={headingId}>{t('answer.title')}</Heading>
      <TextareaField label={t('answer.label')} hint={hint} rows={4} dir="auto" error={errors.content?.message} {...register('content')} />
      <AttachmentPicker files={files} onChange={setFiles} error={fileError} onError={setFileError} disabled={isSubmitting} />
      <Button type="submit" disabled={isSubmitting}>
        <DirectionalIcon icon="send" size={18} />
        {isSubmitting ? t('sending') : t('send')}
      </Button>
    </Form>
  )
}
