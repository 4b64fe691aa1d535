import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient } from '../helpers/api-client'
import { loggedInClient, newClientData, registerClient } from '../helpers/factories'
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher'
import { startTestServer, type TestServer } from '../helpers/test-server'

let server: TestServer
let smtp: SmtpCatcher

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  server = await startTestServer({ smtpUrl: smtp.url })
})
afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
})

const anonymous = () => new ApiClient(server.baseUrl)

describe('POST /api/register', () => {
  it('creates the account, answers 201 without the password, and sends the welcome email', async () => {
    const data = newClientData({ email: 'Nadia.Amrani@Example.com ' })
    const response = await anonymous().post('/api/register', data)
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      success: true,
      user: { firstName: 'Yasmine', lastName: 'Khelifi', email: 'nadia.amrani@example.com' },
    })
    expect(JSON.stringify(response.body)).not.toContain(data.password)
    expect(response.headers.getSetCookie()).toEqual([])
    const mail = await smtp.waitForMail((m) => m.to.includes('nadia.amrani@example.com'))
    expect(mail.subject).toContain('Bienvenue')
    expect(mail.text).toContain('Bonjour Yasmine')
    expect(mail.html).toContain('Accéder à mon espace client')
  })

  it.each([
    [{ firstName: 'A' }, 'firstName', 'Le prénom doit contenir au moins 2 caractères'],
    [{ lastName: ' B ' }, 'lastName', 'Le nom doit contenir au moins 2 caractères'],
    [{ email: 'pas-un-email' }, 'email', 'Email invalide'],
    [{ password: '12345' }, 'password', 'Le mot de passe doit contenir au moins 6 caractères'],
  ])('refuses %o with the spec message', async (override, field, message) => {
    const response = await anonymous().post('/api/register', newClientData(override))
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ success: false, error: message, fields: { [field]: message } })
  })

  it('puts the markers the register screen maps inside the message', async () => {
    const badEmail = await anonymous().post('/api/register', newClientData({ email: 'nope' }))
    expect(badEmail.body.message).toContain('Invalid email')
    const shortPassword = await anonymous().post('/api/register', newClientData({ password: '123' }))
    expect(shortPassword.body.message).toContain('Password too short')
  })

  it('refuses a missing body field and a wrong type in French', async () => {
    const response = await anonymous().post('/api/register', {
      firstName: 'Ali',
      lastName: 'Ben',
      email: 'ali@example.com',
      password: 123456,
    })
    expect(response.status).toBe(400)
    expect(response.body.fields).toHaveProperty('password')
    const empty = await anonymous().post('/api/register', {})
    expect(empty.status).toBe(400)
    expect(Object.keys(empty.body.fields as object)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'password']))
  })

  it('refuses a duplicate email, whatever its case, with 409 and the marker', async () => {
    const first = await registerClient(server)
    const response = await anonymous().post('/api/register', newClientData({ email: first.email.toUpperCase() }))
    expect(response.status).toBe(409)
    expect(response.body.error).toBe('Un compte avec cet email existe déjà. Utilisez la page de connexion.')
    expect(response.body.message).toContain('User already exists')
  })
})

describe('POST /api/login, GET /api/user, POST /api/logout', () => {
  it('logs in with an HttpOnly SameSite cookie, then /api/user answers the client', async () => {
    const client = await registerClient(server)
    const api = anonymous()
    const login = await api.post('/api/login', { email: client.email, password: client.password })
    expect(login.status).toBe(200)
    expect(login.body).toMatchObject({ success: true, user: { id: client.id, firstName: client.firstName, email: client.email } })
    const cookie = login.headers.getSetCookie().join('\n')
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i) // PUBLIC_URL is http here

    const me = await api.get('/api/user')
    expect(me.status).toBe(200)
    expect(me.body).toEqual({
      success: true,
      // The spec's fields, and beside them the account's language (issue 37).
      user: {
        id: client.id,
        firstName: client.firstName,
        lastName: client.lastName,
        email: client.email,
        profileImageUrl: null,
        language: 'fr',
      },
    })
  })

  it('gives an account opened from an Arabic page its language in /api/user, with no Accept-Language needed', async () => {
    const data = newClientData()
    const registered = await new ApiClient(server.baseUrl, { 'Accept-Language': 'ar' }).post('/api/register', data)
    expect(registered.status).toBe(201)
    expect(registered.body).toMatchObject({ user: { email: data.email, language: 'ar' } })
    const api = anonymous()
    expect((await api.post('/api/login', { email: data.email, password: data.password })).status).toBe(200)
    expect((await api.get('/api/user')).body).toMatchObject({ success: true, user: { email: data.email, language: 'ar' } })
  })

  it('accepts the session cookie alone, without Origin or Sec-Fetch-Site (older Safari, scripts, apps)', async () => {
    const client = await registerClient(server)
    const api = anonymous()
    expect((await api.post('/api/login', { email: client.email, password: client.password })).status).toBe(200)
    const plain = await fetch(`${server.baseUrl}/api/user`, { headers: { Cookie: api.cookieHeader() } })
    expect(plain.status).toBe(200)
    expect((await plain.json()).user).toMatchObject({ id: client.id })
    // A forged or foreign token is still nobody.
    const forged = await fetch(`${server.baseUrl}/api/user`, { headers: { Cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.e30.x' } })
    expect(forged.status).toBe(401)
  })

  it('answers 401 to /api/user without a session', async () => {
    const response = await anonymous().get('/api/user')
    expect(response.status).toBe(401)
    expect(response.body).toMatchObject({ success: false })
    expect(response.body.error).toMatch(/connecté/)
  })

  it('refuses a wrong password with 401 and a French message', async () => {
    const client = await registerClient(server)
    const response = await anonymous().post('/api/login', { email: client.email, password: 'mauvais-mot' })
    expect(response.status).toBe(401)
    expect(response.body).toMatchObject({ success: false, error: 'Email ou mot de passe incorrect.' })
    const unknown = await anonymous().post('/api/login', { email: 'inconnu@example.com', password: 'whatever1' })
    expect(unknown.status).toBe(401)
    expect(unknown.body.error).toBe('Email ou mot de passe incorrect.')
  })

  it('validates the login body with the form schema', async () => {
    const response = await anonymous().post('/api/login', { email: 'x', password: '1' })
    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual({ email: 'Email invalide', password: 'Le mot de passe doit contenir au moins 6 caractères' })
  })

  it('locks the account after 5 failed attempts, even for the right password', async () => {
    const client = await registerClient(server)
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await anonymous().post('/api/login', { email: client.email, password: 'mauvais-mot' })
      expect(response.status).toBe(401)
    }
    const locked = await anonymous().post('/api/login', { email: client.email, password: client.password })
    expect(locked.status).toBe(423)
    expect(locked.body.error).toMatch(/temporairement bloqué/)
  })

  it('keeps holding back an address that goes on guessing at one account', async () => {
    const client = await registerClient(server)
    let last = 0
    for (let attempt = 0; attempt < 11; attempt++) {
      last = (await anonymous().post('/api/login', { email: client.email, password: 'mauvais-mot' })).status
    }
    expect(last).toBe(423)
  })

  it('ends the session at logout: the old cookie no longer works', async () => {
    const { api } = await loggedInClient(server)
    const stolen = new ApiClient(server.baseUrl)
    for (const [name, value] of api.cookies) stolen.cookies.set(name, value)
    expect((await stolen.get('/api/user')).status).toBe(200)

    const logout = await api.post('/api/logout')
    expect(logout.status).toBe(200)
    expect(logout.body).toEqual({ success: true })
    expect(api.cookies.size).toBe(0)
    expect((await api.get('/api/user')).status).toBe(401)
    expect((await stolen.get('/api/user')).status).toBe(401)
  })

  it('answers logout without a session too', async () => {
    const response = await anonymous().post('/api/logout')
    expect(response.status).toBe(200)
  })

  it('refuses a cross-site write', async () => {
    const client = await registerClient(server)
    const response = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: JSON.stringify({ email: client.email, password: client.password }),
    })
    expect(response.status).toBe(403)
  })

  it('outside production, works the same through 127.0.0.1 when PUBLIC_URL says localhost', async () => {
    const client = await registerClient(server)
    const api = new ApiClient(server.baseUrl.replace('localhost', '127.0.0.1'))
    expect((await api.post('/api/login', { email: client.email, password: client.password })).status).toBe(200)
    const me = await api.get<{ user: { id: number } }>('/api/user')
    expect(me.status).toBe(200)
    expect(me.body.user.id).toBe(client.id)
  })
})

describe('POST /api/forgot-password and /api/reset-password', () => {
  it('answers the same for an unknown email, and sends nothing', async () => {
    const known = await registerClient(server)
    const forKnown = await anonymous().post('/api/forgot-password', { email: known.email })
    const forUnknown = await anonymous().post('/api/forgot-password', { email: 'personne@example.com' })
    expect(forKnown.status).toBe(200)
    expect(forUnknown.status).toBe(200)
    expect(forUnknown.body).toEqual(forKnown.body)
    await smtp.waitForMail((m) => m.to.includes(known.email) && m.subject.includes('Réinitialisation'))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.mails.some((m) => m.to.includes('personne@example.com'))).toBe(false)
  })

  it('resets the password through the link actually received, once', async () => {
    const client = await registerClient(server)
    const { api: otherDevice } = await loggedInClient(server, { email: `x${client.email}` })
    void otherDevice
    const sessionBefore = new ApiClient(server.baseUrl)
    expect((await sessionBefore.post('/api/login', { email: client.email, password: client.password })).status).toBe(200)

    await anonymous().post('/api/forgot-password', { email: client.email })
    const mail = await smtp.waitForMail((m) => m.to.includes(client.email) && m.subject.includes('Réinitialisation'))
    const link = mail.links.find((url) => url.includes('/reinitialiser-mot-de-passe?token='))
    expect(link).toBeDefined()
    expect(link!.startsWith(`${server.baseUrl}/reinitialiser-mot-de-passe?token=`)).toBe(true)
    expect(mail.html).toContain(link!.replace(/&/g, '&amp;'))
    const token = new URL(link!).searchParams.get('token')!

    const page = await fetch(link!)
    expect(page.status).toBe(200)

    const reset = await anonymous().post('/api/reset-password', { token, password: 'nouveau-secret' })
    expect(reset.status).toBe(200)
    expect(reset.body).toMatchObject({ success: true })

    // The old password is gone, the new one works, sessions opened before are closed.
    expect((await anonymous().post('/api/login', { email: client.email, password: client.password })).status).toBe(401)
    expect((await anonymous().post('/api/login', { email: client.email, password: 'nouveau-secret' })).status).toBe(200)
    expect((await sessionBefore.get('/api/user')).status).toBe(401)

    const again = await anonymous().post('/api/reset-password', { token, password: 'encore-autre' })
    expect(again.status).toBe(400)
    expect(again.body.error).toBe('Le lien de réinitialisation est invalide ou a expiré.')
  })

  it('refuses an invalid token and a short password', async () => {
    const invalid = await anonymous().post('/api/reset-password', { token: 'faux-jeton', password: 'nouveau-secret' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.error).toBe('Le lien de réinitialisation est invalide ou a expiré.')
    const short = await anonymous().post('/api/reset-password', { token: 'faux-jeton', password: '123' })
    expect(short.status).toBe(400)
    expect(short.body.error).toBe('Le mot de passe doit contenir au moins 6 caractères')
    const badEmail = await anonymous().post('/api/forgot-password', { email: 'pas-un-email' })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.error).toBe('Email invalide')
  })
})
