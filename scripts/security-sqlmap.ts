/**
 * `npm run security:sqlmap`: Debian's sqlmap (`apt-get install sqlmap`) against every
 * parameterised route of /api (cms/api-routes.ts), on the built server started on loopback with
 * the demo data, logged in as the demo client and as the back-office, Stripe and Chargily
 * configured as in production but answered by the tests' local stand-ins. Every path id, query
 * parameter and JSON field gets a `*` marker; the session cookies are tested on one route each.
 * Prints a summary and exits 1 when sqlmap reports an injection, 2 when a route could not be
 * tested (time budget, sqlmap error). Not part of `npm test`: about 5 minutes on 2 cores.
 *
 * SQLMAP_BUDGET_MINUTES (14), SQLMAP_TARGET_MINUTES (3, per route), SQLMAP_LEVEL (1, at most 3),
 * SQLMAP_RISK (1, at most 2: risk 3 adds OR payloads that could rewrite every row of an UPDATE),
 * SQLMAP_ONLY (only the routes whose "METHOD /path" contains it), SQLMAP_VERBOSE=1 (sqlmap's
 * own output), SQLMAP_PATH (/usr/bin/sqlmap).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createHmac } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import Stripe from 'stripe'
import { apiRoutes } from '../cms/api-routes'
import type { ApiRoute } from '../cms/infra/http/route'
import { ApiClient } from '../tests/helpers/api-client'
import { CHARGILY_STAND_IN_KEY, startChargilyStandIn } from '../tests/helpers/chargily-stand-in'
import { connectToDatabase } from '../tests/helpers/database'
import { minimalPdf, multipartBody, sendMessageWithFiles, uploadDocument } from '../tests/helpers/document-files'
import { checkoutRequest } from '../tests/helpers/funnel'
import { insertInvoice } from '../tests/helpers/invoices'
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, startStripeStandIn } from '../tests/helpers/stripe-stand-in'
import { startTestServer, type TestServer } from '../tests/helpers/test-server'
import { build } from './build.mjs'

process.chdir(path.resolve(import.meta.dirname, '..'))

const SQLMAP = process.env.SQLMAP_PATH ?? '/usr/bin/sqlmap'
const clamp = (value: string | undefined, fallback: number, max: number) => Math.min(max, Math.max(1, Number(value) || fallback))
const LEVEL = clamp(process.env.SQLMAP_LEVEL, 1, 3)
const RISK = clamp(process.env.SQLMAP_RISK, 1, 2)
const BUDGET_MS = Number(process.env.SQLMAP_BUDGET_MINUTES || 14) * 60_000
const TARGET_MS = Number(process.env.SQLMAP_TARGET_MINUTES || 3) * 60_000
const ONLY = process.env.SQLMAP_ONLY ?? ''
const VERBOSE = process.env.SQLMAP_VERBOSE === '1'
const TIME_SEC = 2

// ---------------------------------------------------------------------------------------------
// Injection markers

/** A JSON string whose markers are already inside (a JSON document carried as a string field). */
class Marked {
  constructor(readonly json: string) {}
}

/** JSON text with a `*` after every string, number and boolean value: each is one parameter. */
function markedJson(value: unknown): string {
  if (value instanceof Marked) return JSON.stringify(value.json)
  if (typeof value === 'string') return `${JSON.stringify(value).slice(0, -1)}*"`
  if (typeof value === 'number' || typeof value === 'boolean') return `${JSON.stringify(value)}*`
  if (Array.isArray(value)) return `[${value.map(markedJson).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${markedJson(item)}`)
      .join(',')}}`
  }
  return JSON.stringify(value)
}

const markers = (text: string) => text.split('*').length - 1

// ---------------------------------------------------------------------------------------------
// What each route is called with

type As = 'anonymous' | 'client' | 'admin'

interface Ids {
  clientId: number
  projectId: number
  /** Another project of the client, where steps are added (the first one's order stays known). */
  otherProjectId: number
  stepIds: number[]
  messageId: number
  /** A file of a message from the client (issue 35 item 2). */
  attachmentId: number
  /** A document under review, and one the client withdraws. */
  documentId: number
  withdrawnDocumentId: number
  /** A pending payment the back-office moves, and the checkouts the webhooks complete. */
  paymentId: number
  /** An invoice of the client's, its buyer still open to its one correction. */
  invoiceId: number
  /** A contact message and a service request of the demo content. */
  contactId: number
  requestId: number
  stripeSessionId: string
  chargilyCheckoutId: string
  postId: number
  postSlug: string
  /** An editor who may sign an article (the back-office's author select). */
  editorId: number
  category: { id: number; name: string; slug: string }
  tag: { id: number; name: string; slug: string }
}

interface Sample {
  /** Path parameters, in the order of the path. */
  params?: Record<string, string | number>
  query?: Record<string, string | number>
  /** A JSON body (every leaf marked), or a raw body already marked with its content type. */
  body?: unknown
  raw?: { data: string; contentType: string }
  /** Extra headers (a webhook's signature). */
  headers?: Record<string, string>
}

const PAGE = { page: 1, limit: 20 }
const CONTENT = '<p>Un texte de plus de cinquante caractères, pour passer la règle du contenu.</p>'

/** A valid call per route, so an injected value that passes validation reaches the queries. */
function samples(ids: Ids): Record<string, Sample> {
  const project = { id: ids.projectId }
  const post = {
    title: 'Créer une SARL pas à pas',
    slug: ids.postSlug,
    excerpt: 'Les étapes, dans l’ordre.',
    content: CONTENT,
    categoryId: ids.category.id,
    tags: [ids.tag.id],
    featuredImageUrl: '/images/blog/sarl.jpg',
    metaTitle: 'Créer une SARL',
    metaDescription: 'Les étapes pour créer une SARL.',
    status: 'published',
    publishedAt: '2025-01-15T10:00:00.000Z',
    readingTimeMinutes: 4,
    authorId: ids.editorId,
  }
  const { body: checkout } = checkoutRequest({}, { paymentMethod: 'international-card' })
  const paid = { id: ids.stripeSessionId, metadata: { service: 'business_creation_complete' }, payment_status: 'paid' }
  const formData = JSON.parse(checkout.metadata.formData) as Record<string, string>
  return {
    'POST /register': { body: { firstName: 'Yasmine', lastName: 'Khelifi', email: 'sqlmap@example.com', password: 'motdepasse-solide' } },
    'POST /login': { body: { email: 'client@example.com', password: 'demo1234' } },
    'POST /forgot-password': { body: { email: 'client@example.com' } },
    'POST /reset-password': { body: { token: 'a'.repeat(43), password: 'nouveau-secret' } },
    'PATCH /account': { body: { phone: '+213 0551234567', language: 'fr' } },
    // Wrong passwords: the demo client must keep its password and its account for the other routes.
    'PATCH /account/password': { body: { currentPassword: 'pas-le-bon', newPassword: 'nouveau-secret' } },
    'POST /account/email': { body: { password: 'pas-le-bon', newEmail: 'sqlmap-nouvelle@example.com' } },
    'POST /account/email/confirm': { body: { token: 'a'.repeat(43) } },
    'DELETE /account': { body: { password: 'pas-le-bon' } },
    'GET /projects': { query: PAGE },
    'POST /projects/:userId': { params: { userId: ids.clientId }, body: { name: 'Ma SAS', type: 'creation', description: 'Une SAS' } },
    'GET /project/:id': { params: project },
    'GET /projects/:id/steps': { params: project },
    'GET /projects/:id/questionnaire': { params: project },
    'PUT /projects/:id/questionnaire': {
      params: project,
      body: {
        country: 'DZ',
        city: 'Oran',
        legalForm: 'sarl',
        activity: 'Import de matériel médical',
        companyNames: ['Atlas Médical'],
        partners: [{ firstName: 'Amel', lastName: 'Benali', share: 100 }],
        capital: { amount: 100000, currency: 'DZD' },
        startDate: '2030-01-15',
        submit: false,
      },
    },
    'GET /projects/:id/documents': { params: project },
    'POST /projects/:id/documents': {
      params: project,
      raw: (() => {
        const { body, contentType } = multipartBody({ kind: 'address_proof', file: { name: 'quittance.pdf', bytes: minimalPdf() } })
        // The kind's value is marked; the file's bytes are checked (type from the bytes) before any query.
        return { data: body.toString('latin1').replace('address_proof', 'address_proof*'), contentType }
      })(),
    },
    'GET /documents/:id/download': { params: { id: ids.documentId } },
    'PATCH /documents/:id': { params: { id: ids.documentId }, body: { status: 'rejected', note: 'Illisible' } },
    'DELETE /documents/:id': { params: { id: ids.withdrawnDocumentId } },
    'GET /admin/projects': { query: { ...PAGE, status: 'all', q: 'SARL' } },
    'PATCH /project/:id': {
      params: project,
      body: { name: 'Ma SARL', status: 'in_progress', description: 'Suivi', companyType: 'sarl' },
    },
    'POST /projects/:id/steps': { params: { id: ids.otherProjectId }, body: { stepName: 'Rendez-vous au CNRC' } },
    'PUT /projects/:id/steps/order': { params: project, body: { stepIds: ids.stepIds } },
    'PATCH /projects/:id/steps/:stepId': {
      params: { id: ids.projectId, stepId: ids.stepIds[0]! },
      body: { status: 'completed', notes: 'Fait', stepName: 'Statuts', completedAt: '2025-01-15T10:00:00.000Z' },
    },
    'DELETE /projects/:id/steps/:stepId': { params: { id: ids.projectId, stepId: ids.stepIds.at(-1)! } },
    'GET /messages/:userId': { params: { userId: ids.clientId }, query: { ...PAGE, threadId: ids.messageId } },
    'POST /messages/:userId': {
      params: { userId: ids.clientId },
      body: {
        subject: 'Question',
        content: 'Où en est mon dossier ?',
        fromAdmin: false,
        projectId: ids.projectId,
        threadId: ids.messageId,
      },
    },
    'PATCH /messages/:messageId/read': { params: { messageId: ids.messageId } },
    'GET /messages/:userId/threads': { params: { userId: ids.clientId }, query: PAGE },
    'PATCH /messages/:userId/threads/:threadId/read': { params: { userId: ids.clientId, threadId: ids.messageId } },
    'GET /attachments/:id/download': { params: { id: ids.attachmentId } },
    'POST /admin/attachments/:id/file-as-document': { params: { id: ids.attachmentId }, body: { projectId: ids.projectId, kind: 'other' } },
    'POST /contacts': {
      body: {
        firstName: 'Camille',
        lastName: 'Durand',
        email: 'visiteur@example.com',
        phone: '+213 0550123456',
        company: 'Durand SARL',
        message: 'Bonjour, je souhaite créer ma SAS.',
        website: '',
      },
    },
    'POST /save-lead': {
      body: {
        nomComplet: 'Amina Benali',
        email: 'prospect@example.com',
        telephone: '+213 0550123456',
        offre: 'guide',
        type: 'guide_request',
      },
    },
    'POST /create-payment-session': {
      body: {
        ...checkout,
        // The form travels as a JSON string: its own fields are marked inside it.
        metadata: { ...checkout.metadata, formData: new Marked(markedJson(formData)) },
      },
    },
    'GET /stripe/session/:id': { params: { id: ids.stripeSessionId } },
    // The relay signs each body as the provider would, so injected values get past the signature.
    'POST /stripe/webhook': {
      body: {
        id: 'evt_sqlmap',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { ...paid, payment_intent: 'pi_1' } },
      },
    },
    'POST /chargily/webhook': {
      body: {
        id: 'evt_sqlmap',
        entity: 'event',
        type: 'checkout.paid',
        data: {
          id: ids.chargilyCheckoutId,
          status: 'paid',
          amount: 150000,
          currency: 'dzd',
          metadata: { service: 'business_creation_complete' },
        },
      },
    },
    // The local test checkout answers 404 where a real provider is configured (as here): the ids
    // are tested on that answer.
    'POST /test-checkout/:id/pay': { params: { id: ids.stripeSessionId } },
    'POST /test-checkout/:id/cancel': { params: { id: ids.stripeSessionId } },
    'POST /admin/login': { body: { adminKey: 'pas-la-bonne-cle' } },
    'GET /contacts': { query: { ...PAGE, q: 'Durand', status: 'new' } },
    'GET /admin/requests': { query: { ...PAGE, offre: 'guide', q: 'Benali', status: 'new' } },
    'PATCH /admin/contacts/:id': { params: { id: ids.contactId }, body: { status: 'in_progress', note: 'Rappeler lundi' } },
    'PATCH /admin/requests/:id': { params: { id: ids.requestId }, body: { status: 'handled', note: 'Traité' } },
    'POST /admin/contacts/:id/reply': {
      params: { id: ids.contactId },
      body: { subject: 'Votre message', content: 'Bonjour, merci pour votre message.', sentBy: 'Amel' },
    },
    'POST /admin/requests/:id/reply': {
      params: { id: ids.requestId },
      body: { subject: 'Votre demande', content: 'Bonjour, votre dossier est bien reçu.', sentBy: 'Amel' },
    },
    'GET /admin/users': { query: { ...PAGE, q: 'client' } },
    'POST /admin/test-message': { body: { userId: ids.clientId } },
    'GET /admin/payments': { query: { ...PAGE, status: 'all' } },
    'GET /admin/payments/export.csv': { query: { status: 'all' } },
    'PATCH /payments/:id': { params: { id: ids.paymentId }, body: { status: 'completed', paidAt: '2025-01-15T10:00:00.000Z' } },
    // A pending payment: refused with 409 after the payment is read, so the id and the body reach the queries.
    'POST /admin/payments/:id/refund': { params: { id: ids.paymentId }, body: { amount: '10.00', reason: 'Geste commercial' } },
    'GET /invoices/:id/pdf': { params: { id: ids.invoiceId } },
    // A payment's receipt, a paid order's first password and the checkout's resume link: their ids, codes and tokens reach the queries.
    'GET /orders/:id/receipt': { params: { id: ids.paymentId } },
    'POST /account/first-password': { body: { sessionId: ids.stripeSessionId, code: 'b'.repeat(43), password: 'nouveau-mot-de-passe' } },
    'POST /checkout/resume': { body: { token: 'c'.repeat(43) } },
    'PUT /invoices/:id/buyer': { params: { id: ids.invoiceId }, body: { name: 'Karim Haddad', company: 'SARL Atlas', address: 'Alger' } },
    'POST /admin/invoices/:id/correct': {
      params: { id: ids.invoiceId },
      body: { name: 'Karim Haddad', company: 'SARL Atlas', address: 'Alger' },
    },
    'GET /blog/posts': { query: { ...PAGE, status: 'published', q: 'SARL', category: 'fiscalite', tag: 'algerie' } },
    'GET /blog/posts/id/:id': { params: { id: ids.postId } },
    'GET /blog/posts/:slug': { params: { slug: ids.postSlug } },
    'POST /blog/posts': { body: { ...post, slug: 'article-sqlmap' } },
    'PUT /blog/posts/:id': { params: { id: ids.postId }, body: post },
    'DELETE /blog/posts/:id': { params: { id: ids.postId } },
    'POST /blog/categories': { body: { name: 'Fiscalité locale', slug: 'fiscalite-locale', description: 'Impôts', color: '#1d4ed8' } },
    'PUT /blog/categories/:id': {
      params: { id: ids.category.id },
      body: { name: ids.category.name, slug: ids.category.slug, description: 'Impôts', color: '#1d4ed8' },
    },
    // In use by articles: refused (409) after the query that says so.
    'DELETE /blog/categories/:id': { params: { id: ids.category.id } },
    'POST /blog/tags': { body: { name: 'Oran', slug: 'oran', color: '#f59e0b' } },
    'PUT /blog/tags/:id': { params: { id: ids.tag.id }, body: { name: ids.tag.name, slug: ids.tag.slug, color: '#f59e0b' } },
    'DELETE /blog/tags/:id': { params: { id: ids.tag.id } },
    'GET /blog/authors/:slug': { params: { slug: 'karim-haddad' }, query: { ...PAGE } },
    'GET /blog/media': { query: { ...PAGE, search: 'oran' } },
    'POST /newsletter': { body: { email: 'lecteur.sqlmap@example.com', website: '' } },
    'POST /newsletter/confirm': { body: { token: 'a'.repeat(43) } },
    'POST /newsletter/unsubscribe': { query: { abonne: 1, jeton: 'a'.repeat(43) } },
  }
}

/** Routes whose input is not a zod schema (raw signed bodies, multipart). */
const RAW_INPUT = new Set(['POST /stripe/webhook', 'POST /chargily/webhook', 'POST /projects/:id/documents', 'POST /blog/media'])

/**
 * Streams that never end (GET /api/events, issue 35 item 3): sqlmap waits for an answer's end,
 * so it cannot test them. Its one input, `lastEventId`, is refused by its zod schema unless it is
 * a positive integer (400), and reaches the database only as a bound parameter of typed SQL.
 */
const STREAMS = new Set(['GET /events'])

/**
 * Routes whose only accepted body holds a real image: sqlmap takes its body on the command line,
 * where bytes such as NUL (every PNG, JPEG and WebP has them) cannot travel, and any other file is
 * refused from its bytes (415) before a query. Their text field (the library image's `alt`) reaches
 * the database only through Payload's parameterised writes. Listed in the summary, not tested.
 */
const BINARY_UPLOADS = new Set(['POST /blog/media'])

const routeKey = (route: ApiRoute) => `${route.method.toUpperCase()} ${route.path}`
const isParameterised = (route: ApiRoute) => {
  const handler = route.handler as { body?: unknown; query?: unknown; params?: unknown }
  return Boolean(handler.body || handler.query || handler.params || route.path.includes(':') || RAW_INPUT.has(routeKey(route)))
}
/** Whose session a route is called with: the client's own data, else the back-office's, else nobody's. */
const callerFor = (route: ApiRoute): As => {
  const access = ([] as string[]).concat(route.access as string | string[])
  return access.includes('client') ? 'client' : access.includes('admin') ? 'admin' : 'anonymous'
}

/** Top-level keys of a zod object (or of each member of a union), to check a sample is complete. */
function schemaKeys(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def
  if (!def) return []
  if (def.type === 'object') return Object.keys(def.shape as object)
  if (def.type === 'union') return [...new Set((def.options as unknown[]).flatMap(schemaKeys))]
  if (def.type === 'pipe') return schemaKeys(def.in)
  for (const inner of ['innerType', 'schema']) if (def[inner]) return schemaKeys(def[inner])
  return []
}

// ---------------------------------------------------------------------------------------------
// Targets

interface Target {
  name: string
  as: As
  method: string
  url: string
  data?: string
  contentType?: string
  headers: Record<string, string>
  /** Marked cookie (the session cookies' own targets). */
  cookie?: string
  parameters: number
}

function targetsFor(base: string, ids: Ids): { targets: Target[]; skipped: string[]; problems: string[] } {
  const table = samples(ids)
  const problems: string[] = []
  const skipped: string[] = []
  const targets: Target[] = []
  for (const route of apiRoutes) {
    const key = routeKey(route)
    if (!isParameterised(route) || STREAMS.has(key) || BINARY_UPLOADS.has(key)) {
      skipped.push(key)
      continue
    }
    const sample = table[key]
    if (!sample) {
      problems.push(`${key} : aucun exemple d’appel dans scripts/security-sqlmap.ts (ajoutez-le à samples()).`)
      continue
    }
    const handler = route.handler as { body?: unknown; query?: unknown; params?: unknown }
    for (const [part, given] of [
      ['query', sample.query],
      ['body', sample.body],
    ] as const) {
      const expected = schemaKeys(handler[part])
      const missing = expected.filter((name) => !given || !(name in (given as object)))
      if (missing.length > 0) problems.push(`${key} : ${part} sans ${missing.join(', ')} dans son exemple.`)
    }
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!)
    const missingParams = pathParams.filter((name) => sample.params?.[name] === undefined)
    if (missingParams.length > 0) problems.push(`${key} : paramètres de chemin sans valeur (${missingParams.join(', ')}).`)
    const urlPath = route.path.replace(/:(\w+)/g, (_, name: string) => `${encodeURIComponent(String(sample.params?.[name]))}*`)
    const query = sample.query
      ? `?${Object.entries(sample.query)
          .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}*`)
          .join('&')}`
      : ''
    const data = sample.raw?.data ?? (sample.body === undefined ? undefined : markedJson(sample.body))
    const url = `${base}/api${urlPath}${query}`
    targets.push({
      name: key,
      as: callerFor(route),
      method: route.method.toUpperCase(),
      url,
      data,
      contentType: sample.raw?.contentType ?? (data ? 'application/json' : undefined),
      headers: sample.headers ?? {},
      parameters: markers(url) + markers(data ?? ''),
    })
  }
  // Destructive calls last, so the others run on the data as it was.
  const order = (target: Target) => (target.method === 'DELETE' ? 2 : target.name.includes('/test-checkout/') ? 1 : 0)
  targets.sort((a, b) => order(a) - order(b))
  return { targets, skipped, problems }
}

// ---------------------------------------------------------------------------------------------
// A loopback relay between sqlmap and the server

/** The providers' signatures of a webhook body, as Stripe and Chargily compute them. */
const SIGNERS: Record<string, (body: Buffer) => [string, string]> = {
  '/api/stripe/webhook': (body) => [
    'stripe-signature',
    new Stripe(STAND_IN_SECRET_KEY).webhooks.generateTestHeaderString({ payload: body.toString('utf8'), secret: STAND_IN_WEBHOOK_SECRET }),
  ],
  '/api/chargily/webhook': (body) => ['signature', createHmac('sha256', CHARGILY_STAND_IN_KEY).update(body).digest('hex')],
}

/**
 * sqlmap sends thousands of requests; the rate limits (cms/infra/http/rate-limit.ts, counted in
 * PostgreSQL) would answer most of them 429 and hide the queries behind. The relay empties
 * their counters before each request, signs webhook bodies, and records the answers' statuses.
 */
async function startRelay(serverPort: number, db: pg.Client) {
  let statuses: number[] = []
  const relay = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const headers = { ...req.headers }
    delete headers['transfer-encoding']
    if (body.length > 0 || req.method !== 'GET') headers['content-length'] = String(body.length)
    const sign = SIGNERS[new URL(req.url!, 'http://relay').pathname]
    if (sign) {
      const [name, value] = sign(body)
      headers[name] = value
    }
    await db.query('DELETE FROM rate_limits')
    const upstream = http.request({ host: '127.0.0.1', port: serverPort, method: req.method, path: req.url, headers }, (answer) => {
      statuses.push(answer.statusCode!)
      res.writeHead(answer.statusCode!, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => res.destroy())
    upstream.end(body)
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  return {
    port: (relay.address() as AddressInfo).port,
    /** The statuses answered since the last call, in order. */
    take() {
      const answered = statuses
      statuses = []
      return answered
    },
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  }
}

// ---------------------------------------------------------------------------------------------
// Running sqlmap

interface Outcome {
  target: Target
  status: 'clean' | 'injectable' | 'error' | 'timeout' | 'not run'
  notInjectable: number
  findings: string[]
  notes: string[]
  requests: number
  /** The status of sqlmap's first request, the route called with the sample's own values. */
  baseline: number
  serverErrors: number
  seconds: number
}

function runSqlmap(target: Target, cookies: Record<As, string>, outputDir: string, timeoutMs: number, origin: string): Promise<Outcome> {
  const headers = { Origin: origin, Accept: 'application/json', ...target.headers }
  if (target.contentType) Object.assign(headers, { 'Content-Type': target.contentType })
  const cookie = target.cookie ?? cookies[target.as]
  const args = [
    '-u',
    target.url,
    '--method',
    target.method,
    ...(target.data ? ['--data', target.data] : []),
    '--headers',
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\\n'),
    ...(cookie ? ['--cookie', cookie] : []),
    // Our session stays ours: a login's Set-Cookie must not replace it.
    '--drop-set-cookie',
    '--batch',
    `--level=${LEVEL}`,
    `--risk=${RISK}`,
    `--time-sec=${TIME_SEC}`,
    '--dbms=PostgreSQL',
    '--skip-waf',
    // Answers, not reasons to stop: 401 (a wrong password), 404 (an injected id, a deleted row).
    '--ignore-code=401,404',
    '--timeout=15',
    '--retries=1',
    '--threads=1',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
  ]
  const started = Date.now()
  return new Promise((resolve) => {
    let output = ''
    const child: ChildProcess = spawn(SQLMAP, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_PROXY: '*' } })
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGTERM')
    }, timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      if (VERBOSE) console.log(output)
      const lines = output.split('\n').map((line) => line.trim())
      // What sqlmap confirmed: its log of injection points, and the rows of its results file that
      // are not a rejected false positive.
      const logFile = path.join(outputDir, '127.0.0.1', 'log')
      const logged = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trim() : ''
      const results = fs.existsSync(outputDir) ? fs.readdirSync(outputDir).filter((name) => /^results-.*\.csv$/.test(name)) : []
      const confirmed = results
        .flatMap((name) => fs.readFileSync(path.join(outputDir, name), 'utf8').trim().split('\n').slice(1))
        .filter((row) => row && !/false positive or unexploitable/.test(row))
      const injectable =
        logged !== '' || confirmed.length > 0 || lines.some((line) => /identified the following injection point/.test(line))
      const notInjectable = lines.filter((line) => /does not seem to be injectable/.test(line)).length
      const finished = lines.some((line) => /all tested parameters do not appear to be injectable/.test(line))
      // Candidates sqlmap then checked and rejected (dynamic answers: timestamps, new ids).
      const notes = lines.filter((line) => /heuristic .* might be injectable|appears to be .* injectable|false positive/i.test(line))
      const critical = lines.filter((line) => /\[CRITICAL\]/.test(line) && !/heavily dynamic/.test(line))
      const status = injectable
        ? 'injectable'
        : timedOut
          ? 'timeout'
          : code === 0 && (finished || notInjectable >= target.parameters)
            ? 'clean'
            : 'error'
      resolve({
        target,
        status,
        notInjectable,
        findings: injectable ? [logged || confirmed.join('\n') || output] : status === 'error' ? critical : [],
        notes,
        requests: 0,
        baseline: 0,
        serverErrors: 0,
        seconds: Math.round((Date.now() - started) / 1000),
      })
    })
  })
}

// ---------------------------------------------------------------------------------------------
// The run

async function prepare(server: TestServer, standIns: StandIns, db: pg.Client) {
  const client = new ApiClient(server.baseUrl)
  const login = await client.post('/api/login', { email: 'client@example.com', password: 'demo1234' })
  if (login.status !== 200) throw new Error(`Connexion du client de démonstration refusée (${login.status}).`)
  const admin = new ApiClient(server.baseUrl)
  const adminLogin = await admin.post('/api/admin/login', { adminKey: server.adminKey })
  if (adminLogin.status !== 200) throw new Error(`Connexion du back-office refusée (${adminLogin.status}).`)

  const user = await client.get<{ user: { id: number } }>('/api/user')
  const projects = await client.get<{ projects: { id: number }[] }>('/api/projects')
  const projectId = projects.body.projects[0]!.id
  const other = await client.post<{ project: { id: number } }>(`/api/projects/${user.body.user.id}`, {
    name: 'Autre projet',
    type: 'creation',
  })
  const steps = await client.get<{ steps: { id: number }[] }>(`/api/projects/${projectId}/steps`)
  const messages = await client.get<{ messages: { id: number }[] }>(`/api/messages/${user.body.user.id}`)
  const upload = () =>
    uploadDocument(server.baseUrl, client, projectId, {
      kind: 'identity',
      file: { name: 'passeport.pdf', bytes: minimalPdf(), type: 'application/pdf' },
    })
  const documents = [await upload(), await upload()].map((uploaded) => uploaded.body.document!.id)
  const withFile = await sendMessageWithFiles(
    server.baseUrl,
    client,
    user.body.user.id,
    { subject: 'Mes statuts', content: 'Les voici.' },
    [{ name: 'statuts.pdf', bytes: minimalPdf(), type: 'application/pdf' }],
  )
  if (withFile.status !== 201) throw new Error(`Message avec pièce jointe refusé (${withFile.status}) : ${JSON.stringify(withFile.body)}`)
  for (const paymentMethod of ['international-card', 'international-card', 'algerian-card']) {
    const checkout = await new ApiClient(server.baseUrl).post('/api/create-payment-session', checkoutRequest({}, { paymentMethod }).body)
    if (checkout.status !== 200)
      throw new Error(`Paiement ${paymentMethod} non ouvert (${checkout.status}) : ${JSON.stringify(checkout.body)}`)
  }
  const [pendingSession, stripeSessionId] = [...standIns.stripe.sessions.keys()]
  const payment = await db.query<{ id: number }>('SELECT id FROM payments WHERE provider_session_id = $1', [pendingSession])
  // A contact message, for the back-office's contact routes (the demo has none).
  const contact = await new ApiClient(server.baseUrl).post<{ contact: { id: number } }>('/api/contacts', {
    firstName: 'Sofiane',
    lastName: 'Haddad',
    email: 'contact.sqlmap@example.com',
    phone: '+213 550 12 34 56',
    company: 'Haddad Conseil',
    message: 'Bonjour, je souhaite créer une SARL à Alger : quels sont les délais ?',
  })
  if (contact.status !== 201) throw new Error(`Message de contact refusé (${contact.status}) : ${JSON.stringify(contact.body)}`)
  // A published article, so that the public read by slug finds it.
  const posts = await new ApiClient(server.baseUrl).get<{ posts: { id: number; slug: string }[] }>('/api/blog/posts')
  type Named = { id: number; name: string; slug: string }
  const categories = await admin.get<{ categories: Named[] }>('/api/blog/categories')
  const tags = await admin.get<{ tags: Named[] }>('/api/blog/tags')
  const ids: Ids = {
    clientId: user.body.user.id,
    projectId,
    otherProjectId: other.body.project.id,
    stepIds: steps.body.steps.map((step) => step.id),
    messageId: messages.body.messages[0]!.id,
    attachmentId: withFile.body.message!.attachments[0]!.id,
    documentId: documents[0]!,
    withdrawnDocumentId: documents[1]!,
    paymentId: payment.rows[0]!.id,
    invoiceId: (await insertInvoice(db, { paymentId: payment.rows[0]!.id, userId: user.body.user.id })).id,
    contactId: contact.body.contact.id,
    requestId: (await db.query<{ id: number }>('SELECT id FROM leads ORDER BY id LIMIT 1')).rows[0]!.id,
    stripeSessionId: stripeSessionId!,
    chargilyCheckoutId: [...standIns.chargily.checkouts.keys()].at(-1)!,
    postId: posts.body.posts[0]!.id,
    postSlug: posts.body.posts[0]!.slug,
    editorId: (await admin.get<{ editors: { id: number }[] }>('/api/blog/editors')).body.editors[0]!.id,
    category: categories.body.categories[0]!,
    tag: tags.body.tags[0]!,
  }
  return { ids, cookies: { anonymous: '', client: client.cookieHeader(), admin: admin.cookieHeader() } as Record<As, string> }
}

interface StandIns {
  stripe: Awaited<ReturnType<typeof startStripeStandIn>>
  chargily: Awaited<ReturnType<typeof startChargilyStandIn>>
}

/** The session cookies reach queries too: each is tested on one route that reads it. */
function cookieTargets(base: string, cookies: Record<As, string>): Target[] {
  const targets: Target[] = []
  for (const [as, route] of [
    ['client', '/user'],
    ['admin', '/admin/status'],
  ] as const) {
    const cookie = cookies[as].replace(/=([^;]*)/g, '=$1*')
    targets.push({
      name: `GET ${route} (cookie)`,
      as,
      method: 'GET',
      url: `${base}/api${route}`,
      headers: {},
      cookie,
      parameters: markers(cookie),
    })
  }
  return targets
}

/** Runs everything; resolves with the exit code (see the top of this file). */
async function main(): Promise<number> {
  if (!fs.existsSync(SQLMAP)) {
    console.error(`sqlmap introuvable (${SQLMAP}) : apt-get install sqlmap, ou SQLMAP_PATH.`)
    return 2
  }
  const started = Date.now()
  build()
  console.log(`› sqlmap : niveau ${LEVEL}, risque ${RISK}, --time-sec=${TIME_SEC}, budget ${BUDGET_MS / 60_000} min`)
  const standIns: StandIns = { stripe: await startStripeStandIn(), chargily: await startChargilyStandIn() }
  const server = await startTestServer({
    seedDemo: true,
    env: {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: standIns.stripe.url,
      CHARGILY_SECRET_KEY: CHARGILY_STAND_IN_KEY,
      CHARGILY_MODE: 'test',
      CHARGILY_API_URL: standIns.chargily.apiUrl,
    },
  })
  const db = await connectToDatabase(server)
  const relay = await startRelay(Number(new URL(server.baseUrl).port), db)
  const outputRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlmap-'))
  const outcomes: Outcome[] = []
  let exitCode = 0
  try {
    const { ids, cookies } = await prepare(server, standIns, db)
    const base = `http://127.0.0.1:${relay.port}`
    const { targets, skipped, problems } = targetsFor(base, ids)
    if (problems.length > 0) {
      console.error(`Exemples d’appel à compléter :\n  ${problems.join('\n  ')}`)
      exitCode = 2
      return exitCode
    }
    const selected = [...cookieTargets(base, cookies), ...targets].filter((target) => target.name.includes(ONLY))
    const deadline = started + BUDGET_MS
    console.log(`› ${selected.length} cibles, ${selected.reduce((sum, t) => sum + t.parameters, 0)} paramètres marqués`)
    for (const [index, target] of selected.entries()) {
      const left = deadline - Date.now()
      if (left < 15_000) {
        outcomes.push({
          target,
          status: 'not run',
          notInjectable: 0,
          findings: [],
          notes: [],
          requests: 0,
          baseline: 0,
          serverErrors: 0,
          seconds: 0,
        })
        continue
      }
      const outputDir = path.join(outputRoot, String(index))
      relay.take()
      const outcome = await runSqlmap(target, cookies, outputDir, Math.min(TARGET_MS, left), server.baseUrl)
      const statuses = relay.take()
      outcome.requests = statuses.length
      outcome.baseline = statuses[0] ?? 0
      outcome.serverErrors = statuses.filter((status) => status >= 500).length
      outcomes.push(outcome)
      console.log(
        `  ${outcome.status.padEnd(10)} ${target.name.padEnd(40)} ${String(target.parameters).padStart(2)} param. ` +
          `appel ${outcome.baseline}, ${String(outcome.requests).padStart(5)} req. ${String(outcome.seconds).padStart(4)} s` +
          (outcome.serverErrors ? `  ${outcome.serverErrors} réponses 5xx` : ''),
      )
      for (const line of [...outcome.findings, ...outcome.notes]) console.log(`      ${line.replace(/\n/g, '\n      ')}`)
    }

    const count = (status: Outcome['status']) => outcomes.filter((outcome) => outcome.status === status)
    const tested = outcomes.filter((outcome) => outcome.status === 'clean' || outcome.status === 'injectable')
    const injectable = count('injectable')
    const untested = outcomes.filter((outcome) => !tested.includes(outcome))
    console.log('\nRésumé sqlmap')
    console.log(`  routes paramétrées de cms/api-routes.ts : ${targets.length} (sans paramètre, non testées : ${skipped.length})`)
    console.log(`  envois d’images, hors de portée de sqlmap : ${[...BINARY_UPLOADS].join(', ')}`)
    const cookieCount = selected.filter((target) => target.cookie).length
    console.log(`  cibles testées jusqu’au bout : ${tested.length} / ${selected.length} (dont ${cookieCount} cookies de session)`)
    console.log(`  paramètres testés : ${tested.reduce((sum, o) => sum + o.target.parameters, 0)}`)
    console.log(
      `  requêtes envoyées : ${outcomes.reduce((sum, o) => sum + o.requests, 0)}, réponses 5xx : ${outcomes.reduce((sum, o) => sum + o.serverErrors, 0)}`,
    )
    console.log(`  injectables : ${injectable.length}${injectable.length ? ` (${injectable.map((o) => o.target.name).join(', ')})` : ''}`)
    if (untested.length > 0) console.log(`  non testées : ${untested.map((o) => `${o.target.name} (${o.status})`).join(', ')}`)
    exitCode = injectable.length > 0 ? 1 : untested.length > 0 ? 2 : 0
    // sqlmap's own logs are kept when there is something to look at.
    const logs = exitCode === 0 ? 'effacés, rien à y voir' : outputRoot
    console.log(`  durée : ${Math.round((Date.now() - started) / 1000)} s ; journaux de sqlmap : ${logs}`)
    return exitCode
  } finally {
    await relay.close()
    await db.end()
    await server.stop()
    await standIns.stripe.stop()
    await standIns.chargily.stop()
    if (exitCode === 0) fs.rmSync(outputRoot, { recursive: true, force: true })
  }
}

process.exit(await main())
