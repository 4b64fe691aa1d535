/**
 * One well-formed request for each /api route (path parameters and body), on records made for
 * the purpose: a client's project with its steps, a document and a message, checkouts, a
 * pending payment, a blog post, category and tag. The permission matrix sends them as every
 * caller (so a refusal can only come from access, never from validation); the fuzzer starts
 * from them and spoils one part at a time.
 */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { expect } from 'vitest'
import { type Actor, anonymousActor, call, type ClientAccount, type Payload } from './actors'
import { minimalPdf, multipartBody, multipartForm } from './document-files'
import { newClientData } from './factories'
import { checkoutRequest, guideRequest } from './funnel'
import { insertInvoice } from './invoices'
import type { TestServer } from './test-server'

/** The demo author's page (cms/features/blog/demo/author.ts: Karim Haddad, his slug derived from his name). */
const DEMO_AUTHOR_SLUG = 'karim-haddad'

export type Params = Record<string, string | number>
export type CallerKind = 'anonymous' | 'client' | 'admin'

export interface ApiFixtures {
  server: TestServer
  /** Client A: owns the project, its steps, the document and the message below. */
  owner: ClientAccount
  projectId: number
  stepId: number
  /** The project's steps now, in order (read as the owner). */
  stepIds: () => Promise<number[]>
  documentId: number
  /** A message from support to the owner. */
  messageId: number
  /** A file of a message from the owner (issue 35 item 2). */
  attachmentId: number
  /** A client whose credentials POST /api/login receives (logging in never touches the callers' own sessions). */
  loginTarget: ClientAccount
  checkout: { read: string; pay: string; cancel: string; resumeToken: string }
  /** A pending payment, for the back-office's moves. */
  paymentId: number
  /** A paid order of the owner's (its receipt can be downloaded). */
  orderId: number
  /** The invoice of that order. */
  invoiceId: number
  /** A contact message and a service request, for the back-office's handling. */
  contactId: number
  requestId: number
  post: { id: number; slug: string }
  categoryId: number
  tagId: number
  /** New targets for writes that remove or settle what they touch. */
  fresh: {
    document: () => Promise<number>
    /** A file of a new message from the owner, not filed yet (filing settles it). */
    attachment: () => Promise<number>
    step: () => Promise<number>
    post: () => Promise<number>
    category: () => Promise<number>
    tag: () => Promise<number>
    /** A payment completed by the local test checkout (its invoice issued): a refund settles it. */
    paidOrder: () => Promise<number>
    /** An invoice of the owner's whose buyer is still open to its one correction. */
    invoice: () => Promise<number>
  }
}

const TEXT = 'Un texte de plus de cinquante caractères, pour passer la règle du contenu.'
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

export const pdfUpload = (kind = 'other'): Payload => {
  const { body, contentType } = multipartBody({ kind, file: { name: 'piece.pdf', bytes: minimalPdf(), type: 'application/pdf' } })
  return { raw: new Uint8Array(body), contentType }
}

export const postBody = (slug = unique('article-matrice')) => ({
  title: 'Créer une SARL pas à pas',
  slug,
  content: `<p>${TEXT}</p>`,
  status: 'published',
})

const json = (value: unknown): Payload => ({ json: value })

/** POST /api/blog/media: a small PNG and its alt text. */
export const imageUpload = (): Payload => {
  const { body, contentType } = multipartForm({ alt: 'Une image de la matrice' }, [
    { name: 'image.png', bytes: Buffer.from(TINY_PNG, 'base64'), type: 'image/png', field: 'file' },
  ])
  return { raw: new Uint8Array(body), contentType }
}
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

/** POST /api/messages/{userId} as multipart: the message's fields, then one PDF in `files`. */
export const messageWithFile = (): Payload => {
  const { body, contentType } = multipartForm({ subject: 'Mes statuts', content: 'Bonjour, voici mes statuts.' }, [
    { name: 'statuts.pdf', bytes: minimalPdf(), type: 'application/pdf' },
  ])
  return { raw: new Uint8Array(body), contentType }
}

export async function createApiFixtures(
  server: TestServer,
  db: pg.Client,
  callers: { owner: { account: ClientAccount; actor: Actor }; loginTarget: ClientAccount; admin: Actor },
): Promise<ApiFixtures> {
  const { owner, admin } = callers
  /** A request that must succeed; its answer. */
  const send = async <T>(actor: Actor, method: string, path: string, payload?: Payload): Promise<T> => {
    const answer = await call(server.baseUrl, actor, method, path, payload)
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300)
    return answer.body as T
  }
  /** A checkout with the local test provider, from its own address: its session id. */
  const openCheckout = async () => {
    const { url } = await send<{ url: string }>(
      anonymousActor(server, 'buyer'),
      'POST',
      '/api/create-payment-session',
      json(checkoutRequest().body),
    )
    return new URL(url).pathname.split('/').pop()!
  }
  /** A checkout cancelled at the local test provider: the token of its way back to the funnel. */
  const cancelledCheckoutToken = async () => {
    const sessionId = await openCheckout()
    const { redirectUrl } = await send<{ redirectUrl: string }>(
      anonymousActor(server, 'buyer'),
      'POST',
      `/api/test-checkout/${sessionId}/cancel`,
    )
    return new URL(redirectUrl).searchParams.get('reprise')!
  }
  const { project } = await send<{ project: { id: number } }>(
    owner.actor,
    'POST',
    `/api/projects/${owner.account.id}`,
    json({ name: 'SARL Atlas', type: 'creation' }),
  )
  const stepIds = async () =>
    (await send<{ steps: { id: number }[] }>(owner.actor, 'GET', `/api/projects/${project.id}/steps`)).steps.map((step) => step.id)
  const newDocument = async () =>
    (await send<{ document: { id: number } }>(owner.actor, 'POST', `/api/projects/${project.id}/documents`, pdfUpload())).document.id
  const newAttachment = async () =>
    (
      await send<{ message: { attachments: { id: number }[] } }>(
        owner.actor,
        'POST',
        `/api/messages/${owner.account.id}`,
        messageWithFile(),
      )
    ).message.attachments[0]!.id
  const newStep = async () =>
    (await send<{ step: { id: number } }>(admin, 'POST', `/api/projects/${project.id}/steps`, json({ stepName: 'Étape en plus' }))).step.id
  const newPost = async () => (await send<{ post: { id: number; slug: string } }>(admin, 'POST', '/api/blog/posts', json(postBody()))).post
  const newCategory = async () =>
    (
      await send<{ category: { id: number } }>(
        admin,
        'POST',
        '/api/blog/categories',
        json({ name: 'Fiscalité', slug: unique('fiscalite') }),
      )
    ).category.id
  const newTag = async () =>
    (await send<{ tag: { id: number } }>(admin, 'POST', '/api/blog/tags', json({ name: 'Algérie', slug: unique('algerie') }))).tag.id
  const { message } = await send<{ message: { id: number } }>(
    admin,
    'POST',
    `/api/messages/${owner.account.id}`,
    json({ subject: 'Votre dossier', content: 'Bonjour' }),
  )
  const pending = await openCheckout()
  const payment = await db.query<{ id: number }>('SELECT id FROM payments WHERE provider_session_id = $1', [pending])
  const order = await db.query<{ id: number }>(
    `INSERT INTO payments (amount, currency, status, provider, confirmed_by, provider_session_id, user_id, paid_at)
     VALUES ('997.00', 'EUR', 'completed', 'local', 'provider', $1, $2, now()) RETURNING id`,
    [`cs_local_order_${owner.account.id}_${Date.now()}`, owner.account.id],
  )
  const newInvoice = async () => (await insertInvoice(db, { paymentId: order.rows[0]!.id, userId: owner.account.id })).id
  const contact = await db.query<{ id: number }>(
    `INSERT INTO contacts (first_name, email, message, created_at, updated_at)
     VALUES ('Nadia', $1, 'Bonjour, je voudrais créer une SARL à Alger.', now(), now()) RETURNING id`,
    [`${unique('contact')}@example.com`],
  )
  const request = await db.query<{ id: number }>(
    `INSERT INTO leads (nom_complet, email, telephone, offre, type, created_at, updated_at)
     VALUES ('Karim Haddad', $1, '+213 0550123456', 'premium', 'lead_request', now(), now()) RETURNING id`,
    [`${unique('demande')}@example.com`],
  )
  return {
    server,
    owner: owner.account,
    projectId: project.id,
    stepId: (await stepIds())[0],
    stepIds,
    documentId: await newDocument(),
    messageId: message.id,
    attachmentId: await newAttachment(),
    loginTarget: callers.loginTarget,
    checkout: {
      read: await openCheckout(),
      pay: await openCheckout(),
      cancel: await openCheckout(),
      resumeToken: await cancelledCheckoutToken(),
    },
    paymentId: payment.rows[0].id,
    orderId: order.rows[0]!.id,
    invoiceId: await newInvoice(),
    contactId: contact.rows[0]!.id,
    requestId: request.rows[0]!.id,
    post: await newPost(),
    categoryId: await newCategory(),
    tagId: await newTag(),
    fresh: {
      document: newDocument,
      attachment: newAttachment,
      step: newStep,
      post: async () => (await newPost()).id,
      category: newCategory,
      tag: newTag,
      paidOrder: async () => {
        // Bought with the owner's email: no new account, so no set-password email writing a token into
        // users in the background while the refused cells are fingerprinted.
        const { url } = await send<{ url: string }>(
          anonymousActor(server, 'buyer'),
          'POST',
          '/api/create-payment-session',
          json(checkoutRequest({ email: owner.account.email }).body),
        )
        const sessionId = new URL(url).pathname.split('/').pop()!
        await send(anonymousActor(server, 'buyer'), 'POST', `/api/test-checkout/${sessionId}/pay`)
        return (await db.query<{ id: number }>('SELECT id FROM payments WHERE provider_session_id = $1', [sessionId])).rows[0]!.id
      },
      invoice: newInvoice,
    },
  }
}

export interface Sample {
  params?: (fx: ApiFixtures) => Params
  /** A write that removes or settles its target: each allowed call gets a new one. */
  fresh?: (fx: ApiFixtures) => Promise<Params>
  body?: (fx: ApiFixtures, as: CallerKind) => Payload | Promise<Payload>
}

const ownProject = (fx: ApiFixtures) => ({ id: fx.projectId })
const ownUser = (fx: ApiFixtures) => ({ userId: fx.owner.id })

/** By route: `METHOD /path` as in cms/api-routes.ts. */
export const API_SAMPLES: Record<string, Sample> = {
  'POST /register': { body: () => json(newClientData()) },
  'POST /login': { body: (fx) => json({ email: fx.loginTarget.email, password: fx.loginTarget.password }) },
  'POST /forgot-password': { body: () => json({ email: `${unique('inconnu')}@example.com` }) },
  'POST /reset-password': { body: () => json({ token: 'a'.repeat(40), password: 'nouveau-mot-de-passe' }) },
  'POST /account/first-password': {
    body: (fx) => json({ sessionId: fx.checkout.read, code: 'b'.repeat(43), password: 'nouveau-mot-de-passe' }),
  },
  'POST /projects/:userId': { params: ownUser, body: () => json({ name: 'Projet en plus', type: 'domiciliation' }) },
  'GET /project/:id': { params: ownProject },
  'GET /projects/:id/steps': { params: ownProject },
  'GET /projects/:id/questionnaire': { params: ownProject },
  // A draft: the project stays open to its owner's answers (a submission would add steps).
  'PUT /projects/:id/questionnaire': {
    params: ownProject,
    body: () => json({ country: 'DZ', city: 'Oran', legalForm: 'sarl', submit: false }),
  },
  'GET /projects/:id/documents': { params: ownProject },
  'POST /projects/:id/documents': { params: ownProject, body: () => pdfUpload() },
  'GET /documents/:id/download': { params: (fx) => ({ id: fx.documentId }) },
  'PATCH /documents/:id': { params: (fx) => ({ id: fx.documentId }), body: () => json({ status: 'accepted' }) },
  'DELETE /documents/:id': { params: (fx) => ({ id: fx.documentId }), fresh: async (fx) => ({ id: await fx.fresh.document() }) },
  'PATCH /project/:id': { params: ownProject, body: () => json({ status: 'in_progress' }) },
  'POST /projects/:id/steps': { params: ownProject, body: () => json({ stepName: 'Rendez-vous chez le notaire' }) },
  'PUT /projects/:id/steps/order': { params: ownProject, body: async (fx) => json({ stepIds: (await fx.stepIds()).reverse() }) },
  'PATCH /projects/:id/steps/:stepId': {
    params: (fx) => ({ id: fx.projectId, stepId: fx.stepId }),
    body: () => json({ status: 'in_progress' }),
  },
  'DELETE /projects/:id/steps/:stepId': {
    params: (fx) => ({ id: fx.projectId, stepId: fx.stepId }),
    fresh: async (fx) => ({ id: fx.projectId, stepId: await fx.fresh.step() }),
  },
  'GET /messages/:userId': { params: ownUser },
  // Every field of the draft, so the fuzzer spoils them all (the route reads its body itself: JSON or multipart).
  'POST /messages/:userId': {
    params: ownUser,
    body: () => json({ subject: 'Question', content: 'Bonjour, où en est mon dossier ?', projectId: null, threadId: null }),
  },
  'PATCH /messages/:messageId/read': { params: (fx) => ({ messageId: fx.messageId }) },
  'GET /messages/:userId/threads': { params: ownUser },
  'GET /events': {},
  // fx.messageId is support's first message to client A: a conversation.
  'PATCH /messages/:userId/threads/:threadId/read': { params: (fx) => ({ ...ownUser(fx), threadId: fx.messageId }) },
  'GET /attachments/:id/download': { params: (fx) => ({ id: fx.attachmentId }) },
  'POST /admin/attachments/:id/file-as-document': {
    params: (fx) => ({ id: fx.attachmentId }),
    fresh: async (fx) => ({ id: await fx.fresh.attachment() }),
    body: (fx) => json({ projectId: fx.projectId, kind: 'other' }),
  },
  'POST /contacts': {
    body: () =>
      json({
        firstName: 'Nadia',
        lastName: 'Saidi',
        email: `${unique('contact')}@example.com`,
        message: 'Bonjour, je voudrais des informations.',
      }),
  },
  'POST /save-lead': { body: () => json(guideRequest()) },
  'POST /create-payment-session': { body: () => json(checkoutRequest().body) },
  'GET /stripe/session/:id': { params: (fx) => ({ id: fx.checkout.read }) },
  'POST /checkout/resume': { body: (fx) => json({ token: fx.checkout.resumeToken }) },
  'GET /orders/:id/receipt': { params: (fx) => ({ id: fx.orderId }) },
  'GET /invoices/:id/pdf': { params: (fx) => ({ id: fx.invoiceId }) },
  'PUT /invoices/:id/buyer': {
    params: (fx) => ({ id: fx.invoiceId }),
    fresh: async (fx) => ({ id: await fx.fresh.invoice() }),
    body: () => json({ name: 'Karim Haddad', company: 'SARL Atlas', address: '3 rue Didouche Mourad, Alger' }),
  },
  'PATCH /account': { body: () => json({ phone: '+213 0551234567', language: 'fr' }) },
  // A wrong password: the change itself would end the caller's other sessions, or close the account.
  'PATCH /account/password': { body: () => json({ currentPassword: 'pas-le-bon-mot-de-passe', newPassword: 'nouveau-secret' }) },
  'POST /account/email': { body: () => json({ password: 'pas-le-bon-mot-de-passe', newEmail: `${unique('nouvelle')}@example.com` }) },
  'POST /account/email/confirm': { body: () => json({ token: 'a'.repeat(43) }) },
  'DELETE /account': { body: () => json({ password: 'pas-le-bon-mot-de-passe' }) },
  'POST /stripe/webhook': { body: () => json({}) },
  'POST /chargily/webhook': { body: () => json({}) },
  'POST /test-checkout/:id/pay': { params: (fx) => ({ id: fx.checkout.pay }) },
  'POST /test-checkout/:id/cancel': { params: (fx) => ({ id: fx.checkout.cancel }) },
  'POST /admin/login': { body: (fx) => json({ adminKey: fx.server.adminKey }) },
  'POST /admin/test-message': { body: (fx) => json({ userId: fx.owner.id }) },
  'PATCH /payments/:id': { params: (fx) => ({ id: fx.paymentId }), body: () => json({ status: 'failed' }) },
  'PATCH /admin/contacts/:id': {
    params: (fx) => ({ id: fx.contactId }),
    body: () => json({ status: 'in_progress', note: 'Rappeler lundi' }),
  },
  'PATCH /admin/requests/:id': { params: (fx) => ({ id: fx.requestId }), body: () => json({ status: 'handled' }) },
  'POST /admin/contacts/:id/reply': {
    params: (fx) => ({ id: fx.contactId }),
    body: () =>
      json({ subject: 'Votre message', content: 'Bonjour, merci pour votre message : nous vous rappelons lundi.', sentBy: 'Amel' }),
  },
  'POST /admin/requests/:id/reply': {
    params: (fx) => ({ id: fx.requestId }),
    body: () =>
      json({ subject: 'Votre demande', content: 'Bonjour, votre dossier est bien reçu : nous revenons vers vous.', sentBy: 'Amel' }),
  },
  'POST /admin/invoices/:id/correct': {
    params: (fx) => ({ id: fx.invoiceId }),
    fresh: async (fx) => ({ id: await fx.fresh.invoice() }),
    body: () => json({ name: 'Karim Haddad', company: 'SARL Atlas', address: '3 rue Didouche Mourad, Alger' }),
  },
  'POST /admin/payments/:id/refund': {
    params: (fx) => ({ id: fx.orderId }),
    fresh: async (fx) => ({ id: await fx.fresh.paidOrder() }),
    body: () => json({ amount: '10.00', reason: 'Geste commercial' }),
  },
  'GET /blog/posts/id/:id': { params: (fx) => ({ id: fx.post.id }) },
  'GET /blog/posts/:slug': { params: (fx) => ({ slug: fx.post.slug }) },
  'POST /blog/posts': { body: () => json(postBody()) },
  'PUT /blog/posts/:id': { params: (fx) => ({ id: fx.post.id }), body: (fx) => json(postBody(fx.post.slug)) },
  'DELETE /blog/posts/:id': { params: (fx) => ({ id: fx.post.id }), fresh: async (fx) => ({ id: await fx.fresh.post() }) },
  'POST /blog/categories': { body: () => json({ name: 'Banque', slug: unique('banque') }) },
  'PUT /blog/categories/:id': { params: (fx) => ({ id: fx.categoryId }), body: () => json({ name: 'Banque', slug: unique('banque') }) },
  'DELETE /blog/categories/:id': { params: (fx) => ({ id: fx.categoryId }), fresh: async (fx) => ({ id: await fx.fresh.category() }) },
  'POST /blog/tags': { body: () => json({ name: 'Impôts', slug: unique('impots') }) },
  'PUT /blog/tags/:id': { params: (fx) => ({ id: fx.tagId }), body: () => json({ name: 'Impôts', slug: unique('impots') }) },
  'DELETE /blog/tags/:id': { params: (fx) => ({ id: fx.tagId }), fresh: async (fx) => ({ id: await fx.fresh.tag() }) },
  // The demo author (seeded): their page answers whoever asks.
  'GET /blog/authors/:slug': { params: () => ({ slug: DEMO_AUTHOR_SLUG }) },
  'GET /blog/media': {},
  'POST /blog/media': { body: () => imageUpload() },
  'POST /newsletter': { body: () => json({ email: `${unique('lettre')}@example.com` }) },
  'POST /newsletter/confirm': { body: () => json({ token: 'a'.repeat(43) }) },
}

/** `/projects/:id/steps/:stepId` with its parameters filled in (encoded). */
export const fillPath = (path: string, params: Params) =>
  path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`No value for :${name} in ${path}`)
    return encodeURIComponent(String(params[name]))
  })
