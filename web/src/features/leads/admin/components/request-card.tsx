import { BookOpen, Crown, Mail, MessageCircle, Phone, Reply } from 'lucide-react'
import { useId } from 'react'
import styled from 'styled-components'
import {
  type AdminRequest,
  mailtoUrl,
  offerLabel,
  requestReplyDraft,
  requestTypeLabel,
  requestWhatsappUrl,
  telUrl,
} from '@/contract/admin-inbox'
import { HANDLING_STATUS_LABELS } from '@/contract/support-handling'
import { Badge } from '@/web/src/components/ui/badge'
import { ButtonAnchor } from '@/web/src/components/ui/button'
import { VisuallyHidden } from '@/web/src/components/ui/visually-hidden'
import { formatDateTime } from '@/contract/french/dates'
import { PaymentStatusBadge } from '@/web/src/components/ui/payment-status-badge'
import { HandlingPanel } from './handling/handling-panel'
import { ReplyAction } from './handling/reply-dialog'
import { Actions, Avatar, CardHead, CardItem, Details, initials, Meta, NameRow, Titles } from './inbox-card'

/** On wide screens the buttons sit on the right of the card: a request reads in one glance. */
const Item = styled(CardItem)`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 0.75rem 1.5rem;
    > :not(:last-child) {
      grid-column: 1;
    }
    > :last-child {
      grid-column: 2;
      grid-row: 1 / span 2;
      padding-top: 0;
      border-top: 0;
    }
  }
`

/**
 * One service request (spec 2 §2): full name, type, date, offer, how to reach the person, and
 * the reply (worded for the offer), call and WhatsApp buttons; beside the offer, where the
 * request went to a checkout, whether it was paid (a paid order and an abandoned one differ).
 */
export function RequestCard({ request, siteName }: { request: AdminRequest; siteName: string }) {
  const headingId = useId()
  const name = request.nomComplet.trim()
  const draft = requestReplyDraft(request, siteName)
  const whatsapp = requestWhatsappUrl(request.telephone)
  const premium = request.offre === 'premium'
  return (
    <Item aria-labelledby={headingId}>
      <CardHead>
        <Avatar aria-hidden="true">{initials(name)}</Avatar>
        <Titles>
          <NameRow>
            <h3 id={headingId}>{name}</h3>
            <Badge $tone={premium ? 'info' : 'neutral'}>
              {premium ? <Crown size={14} aria-hidden="true" /> : <BookOpen size={14} aria-hidden="true" />}
              {offerLabel(request.offre)}
            </Badge>
            {request.payment ? (
              <span>
                <VisuallyHidden>{'Paiement\u00a0: '}</VisuallyHidden>
                <PaymentStatusBadge status={request.payment.status} />
              </span>
            ) : null}
            {request.status !== 'new' ? (
              <Badge $tone={request.status === 'handled' ? 'neutral' : 'progress'}>{HANDLING_STATUS_LABELS[request.status]}</Badge>
            ) : null}
          </NameRow>
          <Meta>
            {requestTypeLabel(request.type)} · <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
          </Meta>
        </Titles>
      </CardHead>

      <Details aria-label="Coordonnées">
        <li>
          <Mail size={18} aria-hidden="true" />
          <VisuallyHidden>{'Email\u00a0: '}</VisuallyHidden>
          <a href={mailtoUrl(request.email)}>{request.email}</a>
        </li>
        <li>
          <Phone size={18} aria-hidden="true" />
          <VisuallyHidden>{'Téléphone\u00a0: '}</VisuallyHidden>
          <a href={telUrl(request.telephone)}>{request.telephone}</a>
        </li>
      </Details>

      <Actions>
        <ReplyAction item="request" id={request.id} to={request.email} name={name} draft={draft} />
        <ButtonAnchor
          $variant="secondary"
          href={mailtoUrl(request.email, draft.subject, draft.body)}
          aria-label={`Écrire à ${name} depuis ma messagerie`}
        >
          <Reply size={18} aria-hidden="true" />
          Ma messagerie
        </ButtonAnchor>
        <ButtonAnchor $variant="secondary" href={telUrl(request.telephone)} aria-label={`Appeler ${name}`}>
          <Phone size={18} aria-hidden="true" />
          Appeler
        </ButtonAnchor>
        {whatsapp ? (
          <ButtonAnchor
            $variant="secondary"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp avec ${name} (nouvel onglet)`}
          >
            <MessageCircle size={18} aria-hidden="true" />
            WhatsApp
          </ButtonAnchor>
        ) : null}
      </Actions>
      <HandlingPanel item="request" id={request.id} name={name} handling={request} />
    </Item>
  )
}
