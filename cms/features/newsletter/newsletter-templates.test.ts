import { describe, expect, it } from 'vitest'
import { articleEmail, confirmationEmail, emailCover } from './newsletter-templates'
import { isUnsubscribeToken, unsubscribeToken } from './tokens'

const HOSTILE = '<img src=x onerror=alert(1)> & "Zoé"'
const article = { title: 'Créer une SARL : le guide', excerpt: 'Les étapes, dans l’ordre !', cover: 'https://cdn.example/sarl.webp' }

describe('the newsletter’s emails', () => {
  it('announces an article: cover, title, excerpt, « Lire l’article », a visible unsubscribe link, French typography', () => {
    const mail = articleEmail({
      siteName: 'Lance ta Boîte',
      article,
      articleUrl: 'https://site.example/blog/creer-une-sarl',
      unsubscribeUrl: 'https://site.example/newsletter/desinscription?abonne=7&jeton=abc',
    })
    expect(mail.subject).toBe('Nouvel article\u00a0: Créer une SARL\u00a0: le guide')
    expect(mail.html).toContain('<img src="https://cdn.example/sarl.webp" alt=""')
    expect(mail.html).toContain('Les étapes, dans l’ordre\u202f!')
    expect(mail.html).toContain('href="https://site.example/blog/creer-une-sarl"')
    expect(mail.html).toContain('href="https://site.example/newsletter/desinscription?abonne=7&amp;jeton=abc"')
    expect(mail.text).toContain('Lire l’article : https://site.example/blog/creer-une-sarl')
    expect(mail.text.trim().split('\n').at(-1)).toBe('Se désinscrire : https://site.example/newsletter/desinscription?abonne=7&jeton=abc')
  })

  it('escapes an article’s title and excerpt, and leaves the cover out when there is none', () => {
    const mail = articleEmail({
      siteName: 'Lance ta Boîte',
      article: { title: HOSTILE, excerpt: HOSTILE, cover: null },
      articleUrl: 'https://site.example/blog/x',
      unsubscribeUrl: 'https://site.example/u',
    })
    expect(mail.html).not.toContain('<img src=x')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).not.toContain('<img src="')
  })

  it('asks to confirm with the link and says how long it works', () => {
    const mail = confirmationEmail({
      siteName: 'Lance ta Boîte',
      confirmUrl: 'https://site.example/newsletter/confirmation?jeton=t',
      validForDays: 7,
    })
    expect(mail.subject).toBe('Confirmez votre inscription à la lettre du blog Lance ta Boîte')
    expect(mail.text).toContain('Confirmer mon inscription : https://site.example/newsletter/confirmation?jeton=t')
    expect(mail.text).toContain('Ce lien est valable 7 jours.')
  })

  it('takes a cover only as an absolute raster image', () => {
    expect(emailCover('/media/sarl-800.webp', 'https://site.example')).toBe('https://site.example/media/sarl-800.webp')
    expect(emailCover('https://cdn.example/a.jpg', 'https://site.example')).toBe('https://cdn.example/a.jpg')
    expect(emailCover('/images/blog/cover.svg', 'https://site.example')).toBeNull()
    expect(emailCover('javascript:alert(1)', 'https://site.example')).toBeNull()
    expect(emailCover(null, 'https://site.example')).toBeNull()
  })

  it('signs the unsubscribe link: another id or another secret does not pass', () => {
    const token = unsubscribeToken(7, 's'.repeat(32))
    expect(isUnsubscribeToken(7, token, 's'.repeat(32))).toBe(true)
    expect(isUnsubscribeToken(8, token, 's'.repeat(32))).toBe(false)
    expect(isUnsubscribeToken(7, token, 't'.repeat(32))).toBe(false)
    expect(isUnsubscribeToken(7, token.slice(1), 's'.repeat(32))).toBe(false)
  })
})
