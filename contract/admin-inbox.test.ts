import { describe, expect, it } from 'vitest'
import {
  contactReplyDraft,
  contactsQuery,
  firstNameOf,
  isRecent,
  mailtoUrl,
  offerLabel,
  QUOTE_MAX,
  requestReplyDraft,
  requestsQuery,
  requestTypeLabel,
  requestWhatsappUrl,
  telUrl,
  whatsappDigits,
} from './admin-inbox'

/** What a mail program reads back from a mailto link (RFC 6068). */
function openMailto(url: string) {
  const parsed = new URL(url)
  expect(parsed.protocol).toBe('mailto:')
  return {
    to: decodeURIComponent(parsed.pathname),
    subject: parsed.searchParams.get('subject'),
    body: parsed.searchParams.get('body'),
    keys: [...parsed.searchParams.keys()],
  }
}

describe('whatsappDigits (spec 2 §2: spaces, dashes and parentheses removed)', () => {
  it.each([
    ['+213 551234567', '213551234567'],
    ['+213 (0)5-51 23 45 67', '213551234567'],
    ['+33 0612345678', '33612345678'],
    ['+33 6 12 34 56 78', '33612345678'],
    ['+1 (514) 555-0123', '15145550123'],
    ['0033 6.12.34.56.78', '33612345678'],
    ['+39 06 1234 5678', '390612345678'],
    ['+49 151 234 567 89', '4915123456789'],
    ['(0551) 23-45-67', '0551234567'],
    ['  +32 470 12 34 56  ', '32470123456'],
    ['+999 123 45', '99912345'],
  ])('%s → %s', (input, expected) => {
    expect(whatsappDigits(input)).toBe(expected)
  })

  it('makes a wa.me link, or none when there is no digit', () => {
    expect(requestWhatsappUrl('+213 0551 23 45 67')).toBe('https://wa.me/213551234567')
    expect(requestWhatsappUrl(' - ')).toBeUndefined()
  })
})

describe('telUrl', () => {
  it('dials an international number without its trunk 0, a national one as typed', () => {
    expect(telUrl('+33 (0)6 12-34.56 78')).toBe('tel:+33612345678')
    expect(telUrl('+213 0551234567')).toBe('tel:+213551234567')
    expect(telUrl('0033 6 12 34 56 78')).toBe('tel:+33612345678')
    expect(telUrl('+39 06 1234 5678')).toBe('tel:+390612345678')
    expect(telUrl('05 51 23 45 67')).toBe('tel:0551234567')
  })
})

describe('mailtoUrl', () => {
  it('encodes subject and body with encodeURIComponent, so nothing ends them early', () => {
    const subject = 'Re : votre demande — Société & Fils ? #1 50 % + accents éàç'
    const body = 'Ligne 1\nLigne 2 & ?subject=piège #ancre 100 % +'
    const url = mailtoUrl('karim.benali@example.com', subject, body)
    expect(url).toBe(`mailto:karim.benali@example.com?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`)
    expect(url).not.toMatch(/[\s#]/)
    expect(url.split('&')).toHaveLength(2)
    expect(url.split('?')).toHaveLength(2)
    expect(openMailto(url)).toEqual({ to: 'karim.benali@example.com', subject, body, keys: ['subject', 'body'] })
  })

  it('encodes an address that carries URL syntax, keeping its @', () => {
    const url = mailtoUrl(' a+b?c=d@example.com ', 'x', 'y')
    expect(url).toBe('mailto:a%2Bb%3Fc%3Dd@example.com?subject=x&body=y')
  })

  it('is the bare address without subject and body', () => {
    expect(mailtoUrl('amel@example.org')).toBe('mailto:amel@example.org')
  })
})

describe('contactReplyDraft', () => {
  const contact = { firstName: ' Camille ', message: 'Bonjour,\n\nJe veux créer une SARL & une SCI ?\nMerci' }

  it('greets by first name, names the site and quotes the message line by line', () => {
    const draft = contactReplyDraft(contact, 'Lance ta Boîte')
    expect(draft.subject).toBe('Re\u00a0: votre demande de contact — Lance ta Boîte')
    expect(draft.body.startsWith('Bonjour Camille,\n')).toBe(true)
    expect(draft.body).toContain('L’équipe Lance ta Boîte')
    expect(draft.body.endsWith('Votre message\u00a0:\n> Bonjour,\n>\n> Je veux créer une SARL & une SCI ?\n> Merci')).toBe(true)
    const opened = openMailto(mailtoUrl('camille@example.com', draft.subject, draft.body))
    expect(opened.subject).toBe(draft.subject)
    expect(opened.body).toBe(draft.body)
  })

  it('cuts a long message', () => {
    const draft = contactReplyDraft({ firstName: 'Camille', message: 'a'.repeat(5000) }, 'Site')
    const quoted = draft.body.split('\n').at(-1)!
    expect(quoted).toBe(`> ${'a'.repeat(QUOTE_MAX - 1)}…`)
  })
})

describe('requestReplyDraft', () => {
  it('speaks of the Premium service to a premium request', () => {
    const draft = requestReplyDraft({ nomComplet: '  Karim   Benali ', offre: 'premium' }, 'Lance ta Boîte')
    expect(draft.subject).toBe('Votre demande d’accompagnement (Service Premium) — Lance ta Boîte')
    expect(draft.body.startsWith('Bonjour Karim,\n')).toBe(true)
    expect(draft.body).toContain('disponibilités')
  })

  it('speaks of the guide to a guide request', () => {
    const draft = requestReplyDraft({ nomComplet: 'Amel', offre: 'guide' }, 'Lance ta Boîte')
    expect(draft.subject).toBe('Votre guide de création d’entreprise — Lance ta Boîte')
    expect(draft.body.startsWith('Bonjour Amel,\n')).toBe(true)
    expect(draft.body).toContain('guide')
    expect(draft.body).toContain('L’équipe Lance ta Boîte')
  })
})

describe('labels', () => {
  it('say the offer and the type as spec 2 §2', () => {
    expect(offerLabel('premium')).toBe('Service Premium')
    expect(offerLabel('guide')).toBe('Guide uniquement')
    expect(requestTypeLabel('lead_request')).toBe('Demande de service')
    expect(requestTypeLabel('guide_request')).toBe('Demande de guide')
    expect(firstNameOf('Nour El Houda Saadi')).toBe('Nour')
  })
})

describe('isRecent (spec 2 §9: the last 7 days)', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  it('is true within 7 days, false from 7 days on', () => {
    expect(isRecent('2026-11-23T11:00:00Z', now)).toBe(true)
    expect(isRecent('2026-11-16T12:00:01Z', now)).toBe(true)
    expect(isRecent('2026-11-16T12:00:00Z', now)).toBe(false)
    expect(isRecent(new Date('2026-10-01T00:00:00Z'), now)).toBe(false)
  })
})

describe('query schemas', () => {
  it('default to the first page of 20, blank search and offer meaning none', () => {
    expect(contactsQuery.parse({})).toEqual({ page: 1, limit: 20, q: undefined })
    expect(contactsQuery.parse({ q: '   ' })).toEqual({ page: 1, limit: 20, q: undefined })
    expect(requestsQuery.parse({ offre: '', q: ' Karim ', page: '2', limit: '50' })).toEqual({
      page: 2,
      limit: 50,
      offre: undefined,
      q: 'Karim',
    })
  })

  it.each([
    [contactsQuery, { page: '0' }, 'Page invalide'],
    [contactsQuery, { page: 'abc' }, 'Page invalide'],
    [requestsQuery, { page: '1.5' }, 'Page invalide'],
    [requestsQuery, { limit: 'vingt' }, 'Limite invalide'],
    [contactsQuery, { limit: '101' }, 'Limite invalide'],
    [contactsQuery, { q: ['a', 'b'] }, 'Recherche invalide'],
    [contactsQuery, { q: 'x'.repeat(101) }, 'La recherche ne peut pas dépasser 100 caractères'],
    [requestsQuery, { offre: 'complet' }, 'Offre invalide (premium ou guide)'],
    [requestsQuery, { offre: ['premium', 'guide'] }, 'Offre invalide (premium ou guide)'],
  ] as const)('refuses %# with its French message', (schema, input, message) => {
    const result = schema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})
