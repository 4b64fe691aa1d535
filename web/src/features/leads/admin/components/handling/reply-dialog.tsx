import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { type SupportReplyInput, supportReplySchema } from '@/contract/support-handling'
import type { z } from '@/contract/zod'
import { Button } from '@/web/src/components/ui/button'
import { FormField, TextareaField } from '@/web/src/components/ui/form-field'
import { Modal, ModalActions, ModalError } from '@/web/src/components/ui/modal'
import { toast } from '@/web/src/components/ui/use-toast'
import { serverMessage } from '@/web/src/lib/api-client'
import { type HandledItem, refreshInbox, sendSupportReply } from '../../api/handle-item'

type Input = z.input<typeof supportReplySchema>

/** The agent's name, remembered on this device: the back-office has one key, not one account per agent. */
const AGENT_NAME_KEY = 'support-agent-name'
const rememberedName = () => {
  try {
    return window.localStorage.getItem(AGENT_NAME_KEY) ?? ''
  } catch {
    return ''
  }
}

function ReplyForm({
  item,
  id,
  to,
  draft,
  onDone,
}: {
  item: HandledItem
  id: number
  to: string
  draft: { subject: string; body: string }
  onDone: () => void
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, SupportReplyInput>({
    resolver: zodResolver(supportReplySchema),
    defaultValues: { subject: draft.subject, content: draft.body, sentBy: rememberedName() },
  })
  const [failure, setFailure] = useState<string | null>(null)

  const onSubmit = async (input: SupportReplyInput) => {
    setFailure(null)
    try {
      await sendSupportReply(item, id, input)
      try {
        window.localStorage.setItem(AGENT_NAME_KEY, input.sentBy)
      } catch {
        // A private window keeps nothing: the name is asked again next time.
      }
      toast({ title: 'Réponse envoyée', description: `Envoyée à ${to}\u00a0; elle figure dans l’historique.` })
      onDone()
    } catch (error) {
      setFailure(serverMessage(error, 'La réponse n’a pas pu être envoyée. Réessayez dans un instant.'))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <p>
        Envoyée à <strong>{to}</strong> par email&nbsp;; sa réponse arrive à l’adresse de l’équipe.
      </p>
      <FormField label="Objet" autoComplete="off" data-autofocus error={errors.subject?.message} {...register('subject')} />
      <TextareaField label="Message" rows={9} maxLength={10_000} error={errors.content?.message} {...register('content')} />
      <FormField
        label="Votre prénom"
        autoComplete="given-name"
        hint="Il signe la réponse et reste dans l’historique."
        error={errors.sentBy?.message}
        {...register('sentBy')}
      />
      {failure ? <ModalError role="alert">{failure}</ModalError> : null}
      <ModalActions>
        <Button $variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Annuler
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          <Send size={18} aria-hidden="true" />
          {isSubmitting ? 'Envoi…' : 'Envoyer la réponse'}
        </Button>
      </ModalActions>
    </form>
  )
}

/** « Répondre » from the back-office: the email goes through the queue and stays in the item's history. */
export function ReplyAction(props: { item: HandledItem; id: number; to: string; name: string; draft: { subject: string; body: string } }) {
  const [open, setOpen] = useState(false)
  const close = () => {
    setOpen(false)
    void refreshInbox(props.item)
  }
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-label={`Répondre à ${props.name}`}>
        <Send size={18} aria-hidden="true" />
        Répondre
      </Button>
      <Modal open={open} onClose={close} title={`Répondre à ${props.name}`}>
        {open ? <ReplyForm {...props} onDone={close} /> : null}
      </Modal>
    </>
  )
}
