import { describe, expect, it } from 'vitest'
import { whatsappUrl } from '@/contract/site-config'
import { guideSteps } from '@/cms/features/leads'
import { freeGuideEmail } from './free-guide'
import { escapeHtml, renderEmail } from '@/cms/infra/mail/layout'
import { frenchText } from '@/contract/french/typography'
import { orderConfirmationEmail, type OrderConfirmationInput } from './order-confirmation'
import { passwordResetEmail } from './password-reset'
import { setPasswordEmail } from './set-password'
import { stepCompletedEmail } from './step-completed'
import { newContactEmail } from './new-contact'
import { welcomeEmail } from './welcome'

/** Amounts and French punctuation use no-break spaces; assertions read better with plain ones. */
const plain = (value: string) => value.replace(/\u00a0|&nbsp;/g, ' ')
const HOSTILE = '<img src=x onerror=alert(1)> & "Zoé"'

describe('renderEmail', () => {
  it('renders the existing templates as before: same text part, same button', () => {
    const mail = welcomeEmail({ siteName: 'Lance ta Boîte', firstName: 'Yasmine', loginUrl: 'https://x.example/login' })
    expect(mail.text).toBe(
      [
        'Lance ta Boîte',
        '',
        'Bonjour Yasmine,',
        '',
        'Votre compte client a bien été créé. Depuis votre espace client, vous suivez vos démarches et échangez avec nos experts.',
        '',
        'À très vite,',
        '',
        'L’équipe Lance ta Boîte',
        '',
        'Accéder à mon espace client : https://x.example/login',
        '',
        'Lance ta Boîte — cet email vous a été envoyé automatiquement.',
      ].join('\n'),
    )
    expect(mail.html).toContain('Accéder à mon espace client')
    const reset = passwordResetEmail({ siteName: 'S', firstName: 'A', resetUrl: 'https://x.example/r?token=a&b=1', validForMinutes: 60 })
    expect(reset.html).toContain('href="https://x.example/r?token=a&amp;b=1"')
  })

  it('escapes every block and neutralises links that are not web, mail or phone', () => {
    const mail = renderEmail({
      siteName: HOSTILE,
      subject: HOSTILE,
      preheader: HOSTILE,
      paragraphs: [HOSTILE],
      blocks: [
        { type: 'heading', text: HOSTILE },
        { type: 'details', rows: [{ label: HOSTILE, value: HOSTILE, url: 'javascript:alert(1)' }] },
        { type: 'steps', items: [{ title: HOSTILE, text: HOSTILE }] },
        { type: 'list', items: [HOSTILE] },
        { type: 'note', text: HOSTILE },
        { type: 'action', label: HOSTILE, url: 'https://x.example/?a="><script>' },
      ],
      action: { label: 'Go', url: 'javascript:alert(1)' },
    })
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('javascript:')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Zoé&quot;')
    expect(mail.html).toContain('href="https://x.example/?a=&quot;&gt;&lt;script&gt;"')
    expect(mail.text).toContain(HOSTILE)
  })

  it('keeps a colon off the start of a line in HTML, and the text part plain', () => {
    const mail = renderEmail({ siteName: 'S', subject: 's', paragraphs: ['Attention : « oui »'] })
    expect(mail.html).toContain('Attention&nbsp;: «&nbsp;oui&nbsp;»')
    expect(mail.text).toContain('Attention : « oui »')
  })

  it('lays out for mail clients: tables, 560 px at most, viewport, hidden preview', () => {
    const mail = renderEmail({ siteName: 'S', subject: 's', preheader: 'Aperçu', paragraphs: ['x'] })
    expect(mail.html).toContain('max-width:560px')
    expect(mail.html).toContain('name="viewport"')
    expect(mail.html).toMatch(/<div style="display:none[^"]*">Aperçu<\/div>/)
    expect(mail.text).not.toContain('Aperçu')
  })
})

describe('freeGuideEmail', () => {
  const mail = freeGuideEmail({
    siteName: 'Lance ta Boîte',
    firstName: 'Amina',
    publicUrl: 'https://lancetaboite.example/',
    contactEmail: 'contact@lancetaboite.example',
  })

  it('announces the attached guide and summarises its steps', () => {
    expect(mail.subject).toBe('Votre guide gratuit\u00a0: créer son entreprise en Algérie')
    expect(mail.text).toContain('Bonjour Amina,')
    expect(mail.text).toContain('joint à cet email en PDF')
    for (const step of guideSteps()) {
      expect(mail.text).toContain(`${step.step}. ${frenchText(step.title)}`)
      expect(mail.html).toContain(escapeHtml(frenchText(step.title)))
    }
    expect(mail.text).toContain('pas un conseil juridique')
  })

  it('calls to the full offer and gives the contact', () => {
    expect(mail.text).toContain('Découvrir le service complet : https://lancetaboite.example/creer-entreprise')
    expect(mail.html).toContain('href="https://lancetaboite.example/creer-entreprise"')
    expect(plain(mail.text)).toContain('997 € TTC')
    expect(mail.text).toContain('30 jours maximum, résultat garanti')
    expect(mail.text).toContain('contact@lancetaboite.example')
  })

  it('escapes the first name', () => {
    const hostile = freeGuideEmail({ siteName: 'S', firstName: HOSTILE, publicUrl: 'https://x.example', contactEmail: 'a@b.c' })
    expect(hostile.html).not.toContain('<img')
    expect(hostile.html).toContain('Bonjour &lt;img')
  })
})

describe('orderConfirmationEmail', () => {
  const input: OrderConfirmationInput = {
    siteName: 'Lance ta Boîte',
    customerName: 'Amina Benali',
    orderNumber: 'GS-AB12CD34',
    serviceLabel: 'Création d’entreprise — service complet',
    amountMinor: 99_700,
    currency: 'EUR',
    paidAt: new Date('2026-03-12T13:05:00Z'),
    dashboardUrl: 'https://lancetaboite.example/dashboard',
    newAccount: false,
    contactEmail: 'contact@lancetaboite.example',
    contactPhone: '+33 1 84 80 00 00',
    whatsappUrl: whatsappUrl('33184800000', 'Bonjour, commande GS-AB12CD34'),
  }

  it('carries the order number in the subject and the receipt summary', () => {
    const mail = orderConfirmationEmail(input)
    expect(mail.subject).toBe('Confirmation de votre commande GS-AB12CD34')
    const text = plain(mail.text)
    expect(text).toContain('Numéro de commande : GS-AB12CD34')
    expect(text).toContain('Service : Création d’entreprise — service complet')
    expect(text).toContain('Montant payé : 997,00 €')
    expect(text).toContain('Date : 12 mars 2026 à 14:05 (heure de Paris)')
    expect(plain(mail.html)).toContain('997,00 €')
    expect(mail.html).toContain('GS-AB12CD34')
    expect(text).toContain('reçu de paiement est joint')
  })

  it('gives the three next steps, the dashboard and every contact, links spelled out in the text part', () => {
    const mail = orderConfirmationEmail(input)
    expect(mail.text).toContain('1. Email de confirmation')
    expect(mail.text).toContain('2. Un expert vous contacte sous 24 h')
    expect(mail.text).toContain('3. Création de votre entreprise')
    expect(mail.text).toContain('résultat garanti sous 30 jours')
    expect(mail.text).toContain('Accéder à mon espace client : https://lancetaboite.example/dashboard')
    expect(mail.text).toContain('Email : contact@lancetaboite.example')
    expect(mail.text).toContain('Téléphone : +33 1 84 80 00 00')
    expect(mail.text).toContain(`(${input.whatsappUrl})`)
    expect(mail.html).toContain('href="mailto:contact@lancetaboite.example"')
    expect(mail.html).toContain('href="tel:+33184800000"')
    expect(mail.html).toContain(`href="${input.whatsappUrl}"`)
  })

  it('mentions the separate set-password email only for a new account', () => {
    expect(orderConfirmationEmail(input).text).not.toContain('choisir votre mot de passe')
    expect(orderConfirmationEmail({ ...input, newAccount: true }).text).toContain(
      'Un email séparé vous permet de choisir votre mot de passe',
    )
  })

  it('formats other currencies and escapes what the client typed', () => {
    const mail = orderConfirmationEmail({ ...input, currency: 'DZD', amountMinor: 15_000_000, customerName: HOSTILE })
    expect(plain(mail.text)).toContain('Montant payé : 150 000,00 DA')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('Bonjour &lt;img src=x')
  })
})

describe('setPasswordEmail', () => {
  const input = {
    siteName: 'Lance ta Boîte',
    firstName: 'Amina',
    setPasswordUrl: 'https://lancetaboite.example/reinitialiser-mot-de-passe?token=abc&x=1',
    validForHours: 48,
    loginEmail: 'amina@example.dz',
  }

  it('explains the account, gives the link, its validity and the login', () => {
    const mail = setPasswordEmail(input)
    expect(mail.subject).toBe('Votre espace client est prêt\u00a0: choisissez votre mot de passe')
    expect(mail.text).toContain('Avec votre commande, nous avons créé votre espace client Lance ta Boîte.')
    expect(mail.text).toContain(`Choisir mon mot de passe : ${input.setPasswordUrl}`)
    expect(mail.html).toContain('href="https://lancetaboite.example/reinitialiser-mot-de-passe?token=abc&amp;x=1"')
    expect(mail.text).toContain('valable 48 heures')
    expect(mail.text).toContain('amina@example.dz')
    expect(mail.text).toContain('- la messagerie avec votre expert\u202f;')
  })

  it('says « 1 heure », and escapes', () => {
    expect(setPasswordEmail({ ...input, validForHours: 1 }).text).toContain('valable 1 heure ')
    const hostile = setPasswordEmail({ ...input, firstName: HOSTILE, loginEmail: HOSTILE })
    expect(hostile.html).not.toContain('<img')
  })
})

describe('French typography in every email (contract/french/typography.ts)', () => {
  it('sets the subject, the preview and both parts, the data inside them included', () => {
    const mail = stepCompletedEmail({
      siteName: 'S',
      firstName: 'Amina',
      projectName: 'Création d’entreprise — Amina',
      stepName: 'Réservation du nom',
      projectUrl: 'https://x.example/project/1',
    })
    expect(mail.subject).toBe('Votre dossier avance\u00a0: étape «\u00a0Réservation du nom\u00a0» terminée')
    expect(mail.text).toContain(
      'Bonne nouvelle\u00a0: l’étape «\u00a0Réservation du nom\u00a0» de votre démarche «\u00a0Création d’entreprise — Amina\u00a0» est terminée.',
    )
    expect(mail.html).toContain('Retrouvez l’avancement complet')
    expect(mail.html).toContain('href="https://x.example/project/1"')
  })

  it('keeps a visitor’s message as it was typed', () => {
    const mail = newContactEmail({
      siteName: 'S',
      firstName: 'Zoé',
      lastName: 'B',
      email: 'z@x.example',
      message: "C'est urgent !!\nMerci...",
    })
    expect(mail.subject).toBe('Nouveau message de contact\u00a0: Zoé B')
    expect(mail.text).toContain('Message\u00a0:')
    expect(mail.text).toContain("C'est urgent !!\n\nMerci...")
  })
})
