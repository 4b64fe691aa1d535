import { type EmailContent } from '@/cms/infra/mail/layout'
import type { DigestSection, TeamEventKind, TeamEventLine } from '../team-events'
import { renderFrenchEmail } from './french-email'

/** Each kind of event: the notice's subject, the digest's heading, and the back-office page to open. */
const KINDS: Record<TeamEventKind, { subject: string; heading: string; page: string; action: string }> = {
  'client-message': {
    subject: 'Nouveau message d’un client',
    heading: 'Messages de clients',
    page: '/admin/messages',
    action: 'Ouvrir les messages',
  },
  document: {
    subject: 'Nouveau document à examiner',
    heading: 'Documents à examiner',
    page: '/admin/projects',
    action: 'Ouvrir les projets',
  },
  payment: { subject: 'Nouvelle commande payée', heading: 'Commandes payées', page: '/admin/payments', action: 'Ouvrir les paiements' },
  request: { subject: 'Nouvelle demande', heading: 'Demandes', page: '/admin/requests', action: 'Ouvrir les demandes' },
  contact: {
    subject: 'Nouveau message de contact',
    heading: 'Formulaire de contact',
    page: '/admin/contacts',
    action: 'Ouvrir les contacts',
  },
}

/** One event, to the team: what happened, and the page where it waits. */
export function teamNoticeEmail(input: { siteName: string; publicUrl: string; event: TeamEventLine }): EmailContent {
  const kind = KINDS[input.event.kind]
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: `${kind.subject} : ${input.event.text}`,
    preheader: input.event.text,
    paragraphs: [`${kind.subject} :`, input.event.text],
    action: { label: kind.action, url: `${input.publicUrl}${kind.page}` },
  })
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`

/** Every event of a window, by kind, to the team (SUPPORT_DIGEST_MINUTES). */
export function teamDigestEmail(input: {
  siteName: string
  publicUrl: string
  sections: DigestSection[]
  windowLabel: string
}): EmailContent {
  const total = input.sections.reduce((sum, section) => sum + section.count, 0)
  return renderFrenchEmail({
    siteName: input.siteName,
    subject: `À traiter : ${plural(total, 'nouvel élément', 'nouveaux éléments')} (${input.windowLabel})`,
    preheader: input.sections.map((section) => `${KINDS[section.kind].heading} : ${section.count}`).join(' · '),
    paragraphs: [`Depuis le dernier récapitulatif (${input.windowLabel}) :`],
    blocks: input.sections.flatMap((section) => {
      const kind = KINDS[section.kind]
      const more = section.count - section.lines.length
      return [
        { type: 'heading' as const, text: `${kind.heading} (${section.count})` },
        { type: 'list' as const, items: more > 0 ? [...section.lines, `et ${plural(more, 'autre', 'autres')}`] : section.lines },
        { type: 'action' as const, label: kind.action, url: `${input.publicUrl}${kind.page}` },
      ]
    }),
  })
}
