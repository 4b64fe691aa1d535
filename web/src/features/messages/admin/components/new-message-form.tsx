import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import type { AdminUser } from '@/contract/admin-users'
import { MESSAGE_CONTENT_MAX, MESSAGE_SUBJECT_MAX, messageDraftSchema } from '@/contract/messages'
import type { z } from '@/contract/zod'
import { Button } from '@/web/src/components/ui/button'
import { FormField, TextareaField } from '@/web/src/components/ui/form-field'
import { AttachmentPicker } from '../../components/attachment-picker'
import { sendAdminMessage } from '../api/message-actions'

/** Spec 2 §5: subject and content, both required after trimming (the server checks the same schema). */
const draftSchema = messageDraftSchema.pick({ subject: true, content: true })
type DraftValues = z.input<typeof draftSchema>
type DraftOutput = z.output<typeof draftSchema>

const Form = styled.form`
  display: flex;
  flex-direction: column;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
  h3 {
    margin: 0 0 1rem;
    font-size: 1.05rem;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  & > button {
    flex: 1 1 100%;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    & > button {
      flex: 0 0 auto;
    }
  }
`

/** 'Nouveau message' to the selected client, with its files: sent with fromAdmin true; the client gets an email notice. */
export function NewMessageForm({ id, user, onSent, onCancel }: { id: string; user: AdminUser; onSent: () => void; onCancel: () => void }) {
  const headingId = useId()
  const subjectRef = useRef<HTMLInputElement | null>(null)
  const [files, setFiles] = useState<File[]>([])
  const [fileError, setFileError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DraftValues, unknown, DraftOutput>({ resolver: zodResolver(draftSchema), defaultValues: { subject: '', content: '' } })
  const subject = register('subject')

  useEffect(() => subjectRef.current?.focus(), [])

  const onSubmit = async (draft: DraftOutput) => {
    if (await sendAdminMessage(user.id, { ...draft, files })) onSent()
  }

  return (
    <Form id={id} noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={headingId}>
      <h3 id={headingId}>
        Nouveau message à {user.firstName} {user.lastName}
      </h3>
      <FormField
        label="Sujet"
        autoComplete="off"
        maxLength={MESSAGE_SUBJECT_MAX}
        error={errors.subject?.message}
        {...subject}
        ref={(element) => {
          subject.ref(element)
          subjectRef.current = element
        }}
      />
      <TextareaField label="Message" rows={6} maxLength={MESSAGE_CONTENT_MAX} error={errors.content?.message} {...register('content')} />
      <AttachmentPicker files={files} onChange={setFiles} error={fileError} onError={setFileError} disabled={isSubmitting} />
      <Actions>
        <Button $variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Annuler
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          <Send size={18} aria-hidden="true" />
          {isSubmitting ? 'Envoi…' : 'Envoyer'}
        </Button>
      </Actions>
    </Form>
  )
}
