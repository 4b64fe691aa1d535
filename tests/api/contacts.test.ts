import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, type ApiResponse } from '../helpers/api-client'
import { connectToDatabase } from '../helpers/database'
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'

const TEAM_EMAIL = 'equipe@example.com'

let server: TestServer
let smtp: SmtpCatcher
let db: pg.Client

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  // One proxy in front: req.ip comes from X-Forwarded-For, so each test is its own visitor.
  server = await startTestServer({ smtpUrl: smtp.url, env: { TRUST_PROXY: '1', CONTACT_EMAIL: TEAM_EMAIL } })
  db = await connectToDatabase(server)
})
afterAll(async () => {
  await db?.end()
  await server?.stop()
  await smtp?.stop()
})

let visitors = 0
/** A new visitor from its own address: the rate limit never carries over from one test to another. */
const nextIp = () => `203.0.113.${++visitors}`
const visitor = () => new ApiClient(server.baseUrl, { 'X-Forwarded-For': nextIp() })

/** A valid form, with a marker in the message to find its row and its email. */
function contactData(overrides: Record<string, unknown> = {}) {
  const marker = randomUUID().slice(0, 8)
  return {
    firstName: 'Camille',
    lastName: 'Durand',
    email: `visiteur-${marker}@example.com`,
    message: `Bonjour, je souhaite créer ma SAS (réf. ${marker}).`,
    ...overrides,
  }
}

const countContacts = async () => Number((await db.query<{ count: string }>('SELECT count(*) FROM contacts')).rows[0]!.count)

/** Posts and checks the refusal stored nothing. */
async function refused(send: () => Promise<ApiResponse>, status: number) {
  const before = await countContacts()
  const response = await send()
  expect(response.status, JSON.stringify(response.body)).toBe(status)
  expect(response.body).toMatchObject({ success: false, error: expect.any(String) })
  expect(await countContacts()).toBe(before)
  return response
}

describe('POST /api/contacts', () => {
  it('stores the trimmed message, answers 201 with its id, and emails the team', async () => {
    const response = await visitor().post('/api/contacts', {
      firstName: '  Camille ',
      lastName: ' Durand ',
      email: ' Camille.Durand@Example.COM ',
      phone: ' +33 (0)6 12.34-56 ',
      company: ' Boulangerie <Durand> & Fils ',
      message: '  Bonjour,\nJe voudrais créer une SAS. <script>alert(1)</script>  ',
      website: '',
      role: 'admin', // unknown keys are dropped
    })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect(response.body).toEqual({ success: true, contact: { id: expect.any(Number) } })

    const id = (response.body.contact as { id: number }).id
    const { rows } = await db.query('SELECT first_name, last_name, email, phone, company, message FROM contacts WHERE id = $1', [id])
    expect(rows).toEqual([
      {
        first_name: 'Camille',
        last_name: 'Durand',
        email: 'camille.durand@example.com',
        phone: '+33 (0)6 12.34-56',
        company: 'Boulangerie <Durand> & Fils',
        message: 'Bonjour,\nJe voudrais créer une SAS. <script>alert(1)</script>',
      },
    ])

    const mail = await smtp.waitForMail((m) => m.subject === 'Nouveau message de contact\u00a0: Camille Durand')
    expect(mail.to).toEqual([TEAM_EMAIL])
    expect(mail.replyTo).toEqual(['camille.durand@example.com'])
    for (const detail of ['camille.durand@example.com', '+33 (0)6 12.34-56', 'Boulangerie <Durand> & Fils', 'Je voudrais créer une SAS.']) {
      expect(mail.text).toContain(detail)
    }
    expect(mail.html).toContain('Boulangerie &lt;Durand&gt; &amp; Fils')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).not.toContain('<script>')
  })

  it('stores blank optional fields as absent', async () => {
    const data = contactData({ phone: '   ', company: '' })
    const response = await visitor().post('/api/contacts', data)
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const { rows } = await db.query('SELECT phone, company FROM contacts WHERE email = $1', [data.email])
    expect(rows).toEqual([{ phone: null, company: null }])
  })

  it.each([
    ['firstName', 'A', 'Le prénom doit contenir au moins 2 caractères'],
    ['lastName', ' B ', 'Le nom doit contenir au moins 2 caractères'],
    ['email', 'pas-un-email', 'Adresse email invalide'],
    ['message', '   un mot  ', 'Le message doit contenir au moins 10 caractères'],
    ['phone', 'appelez-moi', 'Numéro de téléphone invalide'],
    ['firstName', 'x'.repeat(101), 'Ce champ ne peut pas dépasser 100 caractères'],
    ['lastName', 'x'.repeat(101), 'Ce champ ne peut pas dépasser 100 caractères'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Adresse email invalide'],
    ['phone', '1'.repeat(41), 'Le numéro de téléphone ne peut pas dépasser 40 caractères'],
    ['company', 'x'.repeat(201), 'Le nom de l’entreprise ne peut pas dépasser 200 caractères'],
    ['message', 'x'.repeat(5001), 'Le message ne peut pas dépasser 5000 caractères'],
    // wrong types: a French message, never a 500
    ['firstName', 123, 'Le prénom doit contenir au moins 2 caractères'],
    ['message', null, 'Le message doit contenir au moins 10 caractères'],
    ['email', ['a@example.com'], 'Adresse email invalide'],
    ['phone', 612345678, 'Numéro de téléphone invalide'],
  ])('refuses %s = %j with its message', async (field, value, message) => {
    const response = await refused(() => visitor().post('/api/contacts', contactData({ [field]: value })), 400)
    expect(response.body).toMatchObject({ success: false, error: message, fields: { [field]: message } })
  })

  it('lists every missing field', async () => {
    const response = await refused(() => visitor().post('/api/contacts', {}), 400)
    expect(response.body.fields).toEqual({
      firstName: 'Le prénom doit contenir au moins 2 caractères',
      lastName: 'Le nom doit contenir au moins 2 caractères',
      email: 'Adresse email invalide',
      message: 'Le message doit contenir au moins 10 caractères',
    })
  })

  it('refuses bodies that are not a JSON object, in French', async () => {
    const array = await refused(() => visitor().post('/api/contacts', [contactData()]), 400)
    expect(array.body.error).not.toMatch(/expected|received/i)
    const malformed = await refused(() => visitor().raw('POST', '/api/contacts', '{"firstName": "Camille",'), 400)
    expect(malformed.body.error).toBe('Le corps de la requête n’est pas un JSON valide.')
    const form = await refused(() => visitor().raw('POST', '/api/contacts', 'firstName=Camille', 'application/x-www-form-urlencoded'), 400)
    expect(form.body.fields).toHaveProperty('firstName')
    const huge = await refused(() => visitor().post('/api/contacts', contactData({ message: 'x'.repeat(110_000) })), 413)
    expect(huge.body.error).toBe('La requête est trop volumineuse.')
  })

  it('drops a message whose honeypot is filled: 400, nothing stored, no email', async () => {
    const spam = contactData({ firstName: 'Robot', website: 'https://spam.example' })
    const response = await refused(() => visitor().post('/api/contacts', spam), 400)
    expect(response.body).toEqual({
      success: false,
      error: 'Votre message n’a pas pu être envoyé.',
      message: 'Votre message n’a pas pu être envoyé.',
    })
    // A real message sent after it arrives; the bot's never does.
    const real = contactData({ firstName: 'Personne' })
    expect((await visitor().post('/api/contacts', real)).status).toBe(201)
    await smtp.waitForMail((m) => m.replyTo.includes(real.email))
    expect(smtp.mails.filter((m) => m.replyTo.includes(spam.email))).toEqual([])
  })

  it('rate-limits one address to 5 messages an hour, with Retry-After; another address still gets through', async () => {
    const api = visitor()
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await api.post('/api/contacts', contactData())).status).toBe(201)
    }
    const sixth = contactData()
    const limited = await refused(() => api.post('/api/contacts', sixth), 429)
    expect(limited.body.error).toMatch(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    expect((await db.query('SELECT id FROM contacts WHERE email = $1', [sixth.email])).rows).toEqual([])

    expect((await visitor().post('/api/contacts', contactData())).status).toBe(201)
  })

  it('accepts a plain client with no Origin and no cookie (scripts, mobile apps)', async () => {
    const response = await fetch(`${server.baseUrl}/api/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextIp() },
      body: JSON.stringify(contactData()),
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ success: true })
  })

  it('refuses a post from a foreign Origin with 403', async () => {
    const response = await refused(async () => {
      const answer = await fetch(`${server.baseUrl}/api/contacts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', 'X-Forwarded-For': nextIp() },
        body: JSON.stringify(contactData()),
      })
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown>, headers: answer.headers }
    }, 403)
    expect(response.body.error).toBe('Origine de la requête non autorisée.')
  })

  it('does not list the messages to anonymous callers', async () => {
    const response = await visitor().get('/api/contacts')
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(JSON.stringify(response.body)).not.toContain('@example.com')
  })

  it('never failed on the server side', () => {
    expect(server.logs()).not.toMatch(/Unhandled API error|Email not sent/)
  })
})
