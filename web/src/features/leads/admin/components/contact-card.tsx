import { Building2, Mail, Phone, Reply } from 'lucide-react'
import { useId } from 'react'
import { type AdminContact, contactReplyDraft, isRecent, mailtoUrl, telUrl } from '@/contract/admin-inbox'
import { HANDLING_STATUS_LABELS } from '@/contract/support-handling'
import { Badge } from '@/web/src/components/ui/badge'
import { ButtonAnchor } from '@/web/src/components/ui/button'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { formatDateTime } from '@/contract/french/dates'
import { ContactMessage } from './contact-message'
import { HandlingPanel } from './handling/handling-panel'
import { ReplyAction } from './handling/reply-dialog'
import { Actions, Avatar, CardHead, CardItem, Details, initials, Meta, NameRow, Titles } from './inbox-card'

/**
 * One message of the contact form (spec 2 §2): who, when, how to reach them, what they wrote,
 * and the reply and call buttons. 'Nouveau' means received within the last 7 days (the
 * window spec 2 §9 gives 'this week'); nothing records whether someone has read it yet.
 */
export function ContactCard({ contact, siteName }: { contact: AdminContact; siteName: string }) {
  const headingId = useId()
  const name = `${contact.firstName} ${contact.lastName}`.trim()
  const draft = contactReplyDraft(contact, siteName)
  return (
    <CardItem aria-labelledby={headingId}>
      <CardHead>
        <Avatar aria-hidden="true">{initials(name)}</Avatar>
        <Titles>
          <NameRow>
            <h3 id={headingId}>{name}</h3>
            {isRecent(contact.createdAt) ? <Badge $tone="success">Nouveau</Badge> : null}
            {contact.status !== 'new' ? (
              <Badge $tone={contact.status === 'handled' ? 'neutral' : 'progress'}>{HANDLING_STATUS_LABELS[contact.status]}</Badge>
            ) : null}
          </NameRow>
          <Meta>
            Reçu le <time dateTime={contact.createdAt}>{formatDateTime(contact.createdAt)}</time>
          </Meta>
        </Titles>
      </CardHead>

      <Details aria-label="Coordonnées">
        <li>
          <Mail size={18} aria-hidden="true" />
          <VisuallyHidden>{'Email\u00a0: '}</VisuallyHidden>
          <a href={mailtoUrl(contact.email)}>{contact.email}</a>
        </li>
        {contact.phone ? (
          <li>
            <Phone size={18} aria-hidden="true" />
            <VisuallyHidden>{'Téléphone\u00a0: '}</VisuallyHidden>
            <a href={telUrl(contact.phone)}>{contact.phone}</a>
          </li>
        ) : null}
        {contact.company ? (
          <li>
            <Building2 size={18} aria-hidden="true" />
            <VisuallyHidden>{'Entreprise\u00a0: '}</VisuallyHidden>
            <span>{contact.company}</span>
          </li>
        ) : null}
      </Details>

      <ContactMessage message={contact.message} />

      <Actions>
        <ReplyAction item="contact" id={contact.id} to={contact.email} name={name} draft={draft} />
        <ButtonAnchor
          $variant="secondary"
          href={mailtoUrl(contact.email, draft.subject, draft.body)}
          aria-label={`Écrire à ${name} depuis ma messagerie`}
        >
          <Reply size={18} aria-hidden="true" />
          Ma messagerie
        </ButtonAnchor>
        {contact.phone ? (
          <ButtonAnchor $variant="secondary" href={telUrl(contact.phone)} aria-label={`Appeler ${name}`}>
            <Phone size={18} aria-hidden="true" />
            Appeler
          </ButtonAnchor>
        ) : null}
      </Actions>
      <HandlingPanel item="contact" id={contact.id} name={name} handling={contact} />
    </CardItem>
  )
}
