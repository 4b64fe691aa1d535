/**
 * The permission matrix: every /api route (from cms/api-routes.ts, so a new route without a row
 * here fails) and every /cms-api collection, as every kind of caller. A cell is one request and
 * the answer it must get: the allowed answer, or a refusal that changed nothing stored (a
 * fingerprint of every table is taken around each refused write). Requests are well-formed (see
 * tests/helpers/api-samples.ts), so a refusal can only come from access, never from validation.
 */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiRoutes } from '@/cms/api-routes'
import type { Caller } from '@/cms/infra/http/route'
import {
  type Actor,
  adminActor,
  type Answer,
  anonymousActor,
  call,
  type ClientAccount,
  clientActor,
  cookieOnly,
  editorActor,
  jwtHeader,
  newClient,
  type Payload,
  seededEditorPassword,
  staffEditor,
} from '../helpers/actors'
import { API_SAMPLES, type ApiFixtures, createApiFixtures, fillPath, imageUpload } from '../helpers/api-samples'
import { connectToDatabase } from '../helpers/database'
import { changedTables, type Fingerprint, fingerprint } from '../helpers/stored-data'
import { startTestServer, type TestServer } from '../helpers/test-server'

// ---------------------------------------------------------------------------------------------
// /api: who may call each route (must match its `access` in cms/api-routes.ts), the answer to a
// well-formed request from an allowed caller, and whether its path ids belong to client A
// ('user': another client gets 403; 'record': 403 or 404, as if it did not exist).

interface ApiRow {
  who: Caller[]
  ok: number[]
  owned?: 'user' | 'record'
  /** Ends the caller's session: each allowed caller sends it from a new session of its own. */
  endsSession?: true
}

const anyone = (ok: number[]): ApiRow => ({ who: ['anonymous'], ok })
const client = (ok: number[], owned?: ApiRow['owned']): ApiRow => ({ who: ['client'], ok, owned })
const ownerOrAdmin = (ok: number[], owned: ApiRow['owned']): ApiRow => ({ who: ['client', 'admin'], ok, owned })
const admin = (ok: number[]): ApiRow => ({ who: ['admin'], ok })
const readers = (ok: number[]): ApiRow => ({ who: ['anonymous', 'admin'], ok })

const API: Record<string, ApiRow> = {
  'GET /health': anyone([200]),
  'GET /health/ready': anyone([200]),
  'POST /register': anyone([201]),
  'POST /login': anyone([200]),
  'POST /logout': { ...anyone([200]), endsSession: true },
  'GET /user': client([200]),
  'POST /forgot-password': anyone([200]),
  'POST /reset-password': anyone([400]),
  'POST /account/first-password': anyone([400]),
  'GET /account': client([200]),
  'PATCH /account': client([200]),
  // Sent with a wrong password (tests/helpers/api-samples.ts): a real change would end the matrix's
  // other sessions of client A, or close it; a 400 is still past access (refusals are 401/403).
  'PATCH /account/password': client([400]),
  'POST /account/email': client([400]),
  'POST /account/email/confirm': anyone([400]),
  'GET /account/export': client([200]),
  'DELETE /account': client([400]),
  'GET /dashboard': client([200]),
  'GET /projects': client([200]),
  'GET /orders': client([200]),
  'GET /orders/:id/receipt': client([200], 'record'),
  'GET /invoices': client([200]),
  'GET /invoices/:id/pdf': ownerOrAdmin([200], 'record'),
  'PUT /invoices/:id/buyer': client([200], 'record'),
  'POST /projects/:userId': client([201], 'user'),
  'GET /project/:id': ownerOrAdmin([200], 'record'),
  'GET /projects/:id/steps': ownerOrAdmin([200], 'record'),
  'GET /projects/:id/questionnaire': ownerOrAdmin([200], 'record'),
  'PUT /projects/:id/questionnaire': ownerOrAdmin([200], 'record'),
  'GET /projects/:id/documents': ownerOrAdmin([200], 'record'),
  'POST /projects/:id/documents': ownerOrAdmin([201], 'record'),
  'GET /documents/:id/download': ownerOrAdmin([200], 'record'),
  'PATCH /documents/:id': admin([200]),
  'DELETE /documents/:id': ownerOrAdmin([200], 'record'),
  'GET /admin/projects': admin([200]),
  'PATCH /project/:id': admin([200]),
  'POST /projects/:id/steps': admin([201]),
  'PUT /projects/:id/steps/order': admin([200]),
  'PATCH /projects/:id/steps/:stepId': admin([200]),
  'DELETE /projects/:id/steps/:stepId': admin([200]),
  'GET /messages/:userId': ownerOrAdmin([200], 'user'),
  'POST /messages/:userId': ownerOrAdmin([201], 'user'),
  'PATCH /messages/:messageId/read': ownerOrAdmin([200], 'record'),
  'GET /messages/:userId/threads': ownerOrAdmin([200], 'user'),
  // live updates (issue 35 item 3): a client's own events or the back-office's; no path id to own
  'GET /events': { who: ['client', 'admin'], ok: [200] },
  'PATCH /messages/:userId/threads/:threadId/read': ownerOrAdmin([200], 'user'),
  // attachments (issue 35 item 2): downloaded by their client or the back-office; filed by the back-office only
  'GET /attachments/:id/download': ownerOrAdmin([200], 'record'),
  'POST /admin/attachments/:id/file-as-document': admin([201]),
  'POST /contacts': anyone([201]),
  'POST /save-lead': anyone([200, 201]),
  'POST /create-payment-session': anyone([200]),
  'GET /stripe/session/:id': anyone([200]),
  'POST /checkout/resume': anyone([200]),
  'POST /stripe/webhook': anyone([400, 404]), // unsigned; 404 where the provider is not configured (as here)
  'POST /chargily/webhook': anyone([400, 404]),
  'POST /test-checkout/:id/pay': anyone([200]),
  'POST /test-checkout/:id/cancel': anyone([200, 409]), // 409 once cancelled by an earlier caller
  'POST /admin/login': anyone([200]),
  'GET /admin/status': anyone([200]),
  'POST /admin/logout': { ...anyone([200]), endsSession: true },
  'GET /contacts': admin([200]),
  'GET /admin/requests': admin([200]),
  'PATCH /admin/contacts/:id': admin([200]),
  'PATCH /admin/requests/:id': admin([200]),
  'POST /admin/contacts/:id/reply': admin([200]),
  'POST /admin/requests/:id/reply': admin([200]),
  'GET /admin/stats': admin([200]),
  'GET /admin/queue': admin([200]),
  'GET /admin/users': admin([200]),
  'POST /admin/test-message': admin([201]),
  'GET /admin/payments': admin([200]),
  'GET /admin/payments/export.csv': admin([200]),
  'GET /admin/invoices/export.csv': admin([200]),
  'POST /admin/invoices/:id/correct': admin([200]),
  'PATCH /payments/:id': admin([200]),
  'POST /admin/payments/:id/refund': admin([200]),
  'GET /blog/posts': readers([200]),
  'GET /blog/posts/id/:id': admin([200]),
  'GET /blog/posts/:slug': anyone([200]),
  'POST /blog/posts': admin([201]),
  'PUT /blog/posts/:id': admin([200]),
  'DELETE /blog/posts/:id': admin([200]),
  'GET /blog/categories': readers([200]),
  'POST /blog/categories': admin([201]),
  'PUT /blog/categories/:id': admin([200]),
  'DELETE /blog/categories/:id': admin([200]),
  'GET /blog/editors': admin([200]),
  'GET /blog/tags': anyone([200]),
  'POST /blog/tags': admin([201]),
  'PUT /blog/tags/:id': admin([200]),
  'DELETE /blog/tags/:id': admin([200]),
  // an author's public page (issue 36 item 3): the demo author, for anyone
  'GET /blog/authors/:slug': anyone([200]),
  'GET /blog/media': admin([200]),
  'POST /blog/media': admin([201]),
  // the newsletter (issue 36 item 4): signup for anyone (the same 202 every time); the links' token is
  // the authorisation (none here: 400); a GET of the one-click address is a redirect to its page
  'POST /newsletter': anyone([202]),
  'POST /newsletter/confirm': anyone([400]),
  'POST /newsletter/unsubscribe': anyone([400]),
  'GET /newsletter/unsubscribe': anyone([303]),
  'GET /admin/newsletter': admin([200]),
  'GET /admin/newsletter/export': admin([200]),
}

type ActorName = 'anonymous' | 'client-A' | 'client-A-cookie-only' | 'client-A-JWT' | 'client-B' | 'editor' | 'staff' | 'admin-key'

/**
 * How /api sees each caller: an editor's session is nothing there. The records in paths are
 * client A's, except for `onB`: client B's, sent by client A (on routes whose ids are owned).
 * `other`: the caller does not own the records in the path.
 */
const API_CALLERS: { name: ActorName; as: Caller; other?: true; onB?: true }[] = [
  { name: 'anonymous', as: 'anonymous' },
  { name: 'client-A', as: 'client' },
  { name: 'client-A-cookie-only', as: 'client' },
  { name: 'client-B', as: 'client', other: true },
  { name: 'client-A', as: 'client', other: true, onB: true },
  { name: 'editor', as: 'anonymous' },
  { name: 'staff', as: 'anonymous' },
  { name: 'admin-key', as: 'admin' },
]

const REFUSED = [401, 403]

function apiExpectation(row: ApiRow, caller: (typeof API_CALLERS)[number]): { allowed: boolean; statuses: number[] } {
  const reaches = row.who.includes('anonymous') || row.who.includes(caller.as)
  if (!reaches) return { allowed: false, statuses: REFUSED }
  if (caller.other && caller.as === 'client' && row.owned) return { allowed: false, statuses: row.owned === 'user' ? [403] : [403, 404] }
  return { allowed: true, statuses: row.ok }
}

// ---------------------------------------------------------------------------------------------
// /cms-api: per collection and operation, who is let in. A client session is refused everywhere
// (403); the administration key means nothing there (it is anonymous). The target of read one,
// update and delete is a record of someone else (client A's, or the staff editor's own).

/** 'public': everyone but clients; 'editors': both roles; 'own': both roles, each seeing only its own records. */
type Level = 'nobody' | 'staff' | 'editors' | 'own' | 'public'
type Op = 'list' | 'read' | 'create' | 'update' | 'delete'
type CmsKind = 'anonymous' | 'client' | 'editor' | 'staff'

interface CmsRow {
  access: Record<Op, Level>
  /** A valid new record (so a refusal is not a validation error). */
  body: (fx: CmsFixtures) => unknown
  target: (fx: CmsFixtures) => number
  /** What an allowed create answers when a valid record cannot be sent as JSON. */
  createOk?: number[]
  /** Payload's preferences: read one and delete one go by key. */
  key?: (fx: CmsFixtures) => string
}

const all = (level: Level): Record<Op, Level> => ({ list: level, read: level, create: level, update: level, delete: level })
const readWrite = (read: Level, write: Level): Record<Op, Level> => ({ list: read, read, create: write, update: write, delete: write })

interface CmsFixtures extends ApiFixtures {
  staffId: number
  editorId: number
  lockId: number
  jobId: number
  adminSessionId: number
  leadId: number
  contactId: number
  preference: { id: number; key: string }
  /** A redirect of an old article address (issue 36 item 5). */
  redirectId: number
  /** An image of the blog's library (issue 36). */
  mediaId: number
  /** A newsletter subscriber (issue 36 item 4): personal data, staff only. */
  subscriberId: number
}

const TEXT = 'Un texte de plus de cinquante caractères, pour passer la règle du contenu.'
const lexical = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`

const CMS: Record<string, CmsRow> = {
  users: {
    access: all('staff'),
    body: () => ({ email: `${unique('client')}@example.com`, password: 'motdepasse-solide', firstName: 'Lina', lastName: 'Hamdi' }),
    target: (fx) => fx.owner.id,
  },
  editors: {
    access: { list: 'own', read: 'staff', create: 'staff', update: 'staff', delete: 'staff' },
    body: () => ({
      email: `${unique('redaction')}@example.com`,
      password: 'motdepasse-solide',
      firstName: 'Rym',
      lastName: 'Redac',
      role: 'editor',
    }),
    target: (fx) => fx.staffId,
  },
  projects: {
    access: all('staff'),
    body: (fx) => ({ user: fx.owner.id, name: 'Projet par Payload', type: 'creation' }),
    target: (fx) => fx.projectId,
  },
  'project-steps': {
    access: all('staff'),
    body: (fx) => ({ project: fx.projectId, stepName: 'Étape par Payload', order: 50, status: 'pending' }),
    target: (fx) => fx.stepId,
  },
  'project-documents': {
    access: all('staff'),
    body: (fx) => ({ project: fx.projectId, user: fx.owner.id, kind: 'other', from: 'staff', status: 'accepted' }),
    target: (fx) => fx.documentId,
    createOk: [400], // a file cannot come as JSON
  },
  // Written by POST /api/messages/{userId} only, with its message: no one creates or changes one through Payload.
  'message-attachments': {
    access: { list: 'staff', read: 'staff', create: 'nobody', update: 'nobody', delete: 'staff' },
    body: (fx) => ({ message: fx.messageId, user: fx.owner.id }),
    target: (fx) => fx.attachmentId,
  },
  messages: {
    access: all('staff'),
    body: (fx) => ({ user: fx.owner.id, subject: 'Par Payload', content: 'Bonjour' }),
    target: (fx) => fx.messageId,
  },
  leads: {
    access: all('staff'),
    body: () => ({
      nomComplet: 'Amina Benali',
      email: `${unique('lead')}@example.com`,
      telephone: '+213 0550123456',
      offre: 'guide',
      type: 'guide_request',
    }),
    target: (fx) => fx.leadId,
  },
  contacts: {
    access: all('staff'),
    body: () => ({ firstName: 'Nadia', lastName: 'Saidi', email: `${unique('contact')}@example.com`, message: 'Bonjour, une question.' }),
    target: (fx) => fx.contactId,
  },
  payments: {
    access: all('staff'),
    body: () => ({
      amount: '997.00',
      currency: 'EUR',
      status: 'pending',
      provider: 'local',
      providerSessionId: unique('cs_matrice').replace(/-/g, '_'),
    }),
    target: (fx) => fx.paymentId,
  },
  'blog-posts': {
    access: readWrite('public', 'editors'),
    body: () => ({ title: 'Article par Payload', slug: unique('article-payload'), status: 'draft', content: lexical(TEXT) }),
    target: (fx) => fx.post.id,
  },
  'blog-categories': {
    access: readWrite('public', 'editors'),
    body: () => ({ name: 'Banque', slug: unique('banque') }),
    target: (fx) => fx.categoryId,
  },
  'blog-tags': {
    access: readWrite('public', 'editors'),
    body: () => ({ name: 'Impôts', slug: unique('impots') }),
    target: (fx) => fx.tagId,
  },
  redirects: {
    access: all('editors'),
    body: () => ({ from: `/blog/${unique('ancienne-adresse')}`, to: { type: 'custom', url: '/blog' } }),
    target: (fx) => fx.redirectId,
  },
  // The blog's image library: public pictures, written by editors; a file cannot come as JSON (the hook refuses it in French).
  'blog-media': {
    access: readWrite('public', 'editors'),
    body: () => ({ alt: 'Une image sans fichier' }),
    target: (fx) => fx.mediaId,
    createOk: [400],
  },
  // Written by /api/newsletter only (double opt-in); staff read and delete them in /cms.
  'newsletter-subscribers': {
    access: { list: 'staff', read: 'staff', create: 'nobody', update: 'nobody', delete: 'staff' },
    body: () => ({ email: `${unique('abonne')}@example.com`, status: 'confirmed' }),
    target: (fx) => fx.subscriberId,
  },
  'admin-sessions': {
    access: all('nobody'),
    body: () => ({ tokenHash: 'f'.repeat(64), expiresAt: new Date(Date.now() + 3600_000).toISOString() }),
    target: (fx) => fx.adminSessionId,
  },
  'payload-jobs': { access: readWrite('staff', 'nobody'), body: () => ({ taskSlug: 'sendEmail', input: {} }), target: (fx) => fx.jobId },
  'payload-preferences': {
    access: { list: 'own', read: 'own', create: 'editors', update: 'staff', delete: 'editors' },
    body: () => ({ key: unique('colonnes'), value: { columns: ['email'] } }),
    target: (fx) => fx.preference.id,
    key: (fx) => fx.preference.key,
  },
  'payload-locked-documents': {
    access: all('editors'),
    body: (fx) => ({ document: { relationTo: 'blog-tags', value: fx.tagId }, user: { relationTo: 'editors', value: fx.staffId } }),
    target: (fx) => fx.lockId,
  },
  'payload-migrations': { access: all('nobody'), body: () => ({ name: 'intrus', batch: 99 }), target: () => 1 },
}

const CMS_CALLERS: { name: ActorName; as: CmsKind }[] = [
  { name: 'anonymous', as: 'anonymous' },
  { name: 'client-A', as: 'client' },
  { name: 'client-A-cookie-only', as: 'client' },
  { name: 'client-A-JWT', as: 'client' },
  { name: 'editor', as: 'editor' },
  { name: 'staff', as: 'staff' },
  { name: 'admin-key', as: 'anonymous' },
]

function lets(level: Level, kind: CmsKind): boolean {
  if (kind === 'client' || level === 'nobody') return false
  if (level === 'public') return true
  if (level === 'staff') return kind === 'staff'
  return kind === 'editor' || kind === 'staff'
}

const CMS_REFUSED: Record<CmsKind, number[]> = { client: [403], anonymous: [401, 403], editor: [403, 404], staff: [403, 404] }

// ---------------------------------------------------------------------------------------------

let server: TestServer
let db: pg.Client
let fx: CmsFixtures
/** Client B's own project, steps, document and message. */
let fxB: ApiFixtures
const actors = {} as Record<ActorName, Actor>
/** A new session for the caller, for cells that end the one they use. */
const renew = {} as Record<ActorName, () => Promise<Actor>>
let accountA: ClientAccount
const failing: string[] = []
let cells = 0

beforeAll(async () => {
  server = await startTestServer({ seedDemo: true, cmsAdmin: true, env: { TRUST_PROXY: '1' } })
  db = await connectToDatabase(server)
  const a = await newClient(server, 'client-A', 'Amel')
  const b = await newClient(server, 'client-B', 'Karim')
  accountA = a.account
  const staff = await staffEditor(server, db)
  const editorPassword = seededEditorPassword(server)
  renew.anonymous = async () => anonymousActor(server)
  renew['client-A'] = () => clientActor(server, a.account, 'client-A')
  renew['client-A-cookie-only'] = async () => cookieOnly(await clientActor(server, a.account, 'x'), 'client-A-cookie-only')
  renew['client-A-JWT'] = async () => jwtHeader(await clientActor(server, a.account, 'x'), 'client-A-JWT')
  renew['client-B'] = () => clientActor(server, b.account, 'client-B')
  renew.editor = () => editorActor(server, 'editeur@example.com', editorPassword, 'editor')
  renew.staff = () => editorActor(server, staff.email, staff.password, 'staff')
  renew['admin-key'] = () => adminActor(server)
  Object.assign(actors, { 'client-A': a.actor, 'client-B': b.actor })
  for (const name of ['anonymous', 'client-A-cookie-only', 'client-A-JWT', 'editor', 'staff', 'admin-key'] as const)
    actors[name] = await renew[name]()

  const loginTarget = (await newClient(server, 'login-target', 'Lamia')).account
  const api = await createApiFixtures(server, db, { owner: a, loginTarget, admin: actors['admin-key'] })
  fxB = await createApiFixtures(server, db, { owner: b, loginTarget, admin: actors['admin-key'] })
  const one = async (query: string, params: unknown[] = []) => Number((await db.query<{ id: number }>(query, params)).rows[0]?.id)
  // A job the runner never takes (another queue, due in ten years): something for staff to read.
  const jobId = await one(
    `INSERT INTO payload_jobs (input, queue, wait_until) VALUES ('{}', 'matrice', now() + interval '10 years') RETURNING id`,
  )
  const staffCall = (method: string, path: string, json: unknown) => call(server.baseUrl, actors.staff, method, path, { json })
  const preference = { key: unique('colonnes-equipe'), value: { columns: ['email', 'role'] } }
  const preferenceId = ((await staffCall('POST', '/cms-api/payload-preferences', preference)).body as { doc: { id: number } }).doc.id
  // A lock on a tag no one edits here (saving a document lifts its lock).
  const lock = await staffCall('POST', '/cms-api/payload-locked-documents', {
    document: { relationTo: 'blog-tags', value: await api.fresh.tag() },
    user: { relationTo: 'editors', value: staff.id },
  })
  expect(lock.status, JSON.stringify(lock.body)).toBe(201)
  fx = {
    ...api,
    staffId: staff.id,
    editorId: await one(`SELECT id FROM editors WHERE email = 'editeur@example.com'`),
    lockId: (lock.body as { doc: { id: number } }).doc.id,
    jobId,
    adminSessionId: await one('SELECT id FROM admin_sessions ORDER BY id LIMIT 1'),
    preference: { id: preferenceId, key: preference.key },
    mediaId: ((await call(server.baseUrl, actors['admin-key'], 'POST', '/api/blog/media', imageUpload())).body as { media: { id: number } })
      .media.id,
    leadId: await one('SELECT id FROM leads ORDER BY id LIMIT 1'),
    contactId: await one(
      `INSERT INTO contacts (first_name, last_name, email, message) VALUES ('Nadia', 'Saidi', 'nadia@example.com', 'Bonjour, une question.') RETURNING id`,
    ),
    subscriberId: await one(`INSERT INTO newsletter_subscribers (email, status) VALUES ($1, 'confirmed') RETURNING id`, [
      `${unique('abonne')}@example.com`,
    ]),
    redirectId: await one(`INSERT INTO redirects ("from", to_type, to_url) VALUES ($1, 'custom', '/blog') RETURNING id`, [
      `/blog/${unique('matrice')}`,
    ]),
  } as CmsFixtures
}, 240_000)

afterAll(async () => {
  console.log(`Permission matrix: ${cells} cells, ${failing.length} failing${failing.length ? `:\n  ${failing.join('\n  ')}` : ''}`)
  await db?.end()
  await server?.stop()
})

interface Cell {
  actor: Actor
  method: string
  path: string
  payload?: Payload
  allowed: boolean
  statuses: number[]
  /** A further condition on an allowed answer: a message when it fails. */
  check?: (answer: Answer) => string | undefined
}

/** The fingerprint after the last refused write, while no allowed cell has run since: the next one's "before". */
let lastPrint: Fingerprint | undefined

const snippet = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 160)

/**
 * Sends the cell; a refused write must also leave every table as it was (refused reads are not
 * fingerprinted, for time: a read that wrote would still show, on the next refused write).
 */
async function runCell(cell: Cell): Promise<{ problem?: string; answer: Answer }> {
  cells++
  const watched = !cell.allowed && cell.method !== 'GET'
  const before = watched ? (lastPrint ?? (await fingerprint(db))) : undefined
  if (cell.allowed) lastPrint = undefined
  const answer = await call(server.baseUrl, cell.actor, cell.method, cell.path, cell.payload)
  const label = `${cell.actor.name} ${cell.method} ${cell.path}`
  let problem: string | undefined
  if (!cell.statuses.includes(answer.status))
    problem = `${label} → ${answer.status}, expected ${[...new Set(cell.statuses)].join('/')} (${snippet(answer.body)})`
  else {
    const failed = cell.check?.(answer)
    if (failed) problem = `${label}: ${failed}`
  }
  if (before) {
    lastPrint = await fingerprint(db)
    const changed = changedTables(before, lastPrint)
    if (changed.length > 0) problem = `${problem ?? label} and changed ${changed.join(', ')}`
  }
  if (problem) failing.push(problem)
  return { problem, answer }
}

/** Refused cells first (on the shared records), then allowed ones; all problems reported together. */
async function runCells(list: Cell[]) {
  const problems: string[] = []
  for (const cell of [...list.filter((c) => !c.allowed), ...list.filter((c) => c.allowed)]) {
    const { problem } = await runCell(cell)
    if (problem) problems.push(problem)
  }
  expect(problems, problems.join('\n')).toEqual([])
}

const routeKey = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`

describe('/api, every route as every caller', () => {
  it('has a row for every route, whose callers are the route’s declared access', () => {
    const keys = apiRoutes.map(routeKey)
    expect(
      keys.filter((key) => !API[key]),
      'routes without a row in the matrix',
    ).toEqual([])
    expect(
      Object.keys(API).filter((key) => !keys.includes(key)),
      'rows without a route',
    ).toEqual([])
    for (const route of apiRoutes) {
      const declared = [route.access].flat().sort()
      expect(declared, routeKey(route)).toEqual([...API[routeKey(route)].who].sort())
    }
  })

  for (const route of apiRoutes) {
    const key = routeKey(route)
    it(
      key,
      async () => {
        const row = API[key]
        if (!row) throw new Error(`${key} has no row in the permission matrix`)
        const sample = API_SAMPLES[key] ?? {}
        const list: Cell[] = []
        for (const caller of API_CALLERS.filter((caller) => !caller.onB || row.owned)) {
          const { allowed, statuses } = apiExpectation(row, caller)
          const records = caller.onB ? fxB : fx
          const session = allowed && row.endsSession ? await renew[caller.name]() : actors[caller.name]
          const actor = caller.onB ? { ...session, name: "client-A on client-B's" } : session
          const params = allowed && sample.fresh ? await sample.fresh(records) : (sample.params?.(records) ?? {})
          const payload = await sample.body?.(records, caller.as)
          list.push({ actor, method: route.method.toUpperCase(), path: `/api${fillPath(route.path, params)}`, payload, allowed, statuses })
        }
        await runCells(list)
      },
      60_000,
    )
  }
})

describe('/cms-api, every collection as every caller', () => {
  for (const [slug, row] of Object.entries(CMS)) {
    it(
      slug,
      async () => {
        const base = `/cms-api/${slug}`
        const target = row.target(fx)
        const one = row.key ? `${base}/${row.key(fx)}` : `${base}/${target}`
        const problems: string[] = []
        const run = async (cell: Cell) => {
          const { problem, answer } = await runCell(cell)
          if (problem) problems.push(problem)
          return answer
        }
        // Each caller let in creates a record, updates the target (with nothing) and deletes its own
        // record (or, with none, a delete that matches nothing); then the refused cells, on the shared
        // targets (a refusal that does not hold, today, must not take the target away from the others).
        for (const pass of ['allowed', 'refused'] as const) {
          for (const caller of CMS_CALLERS) {
            const actor = actors[caller.name]
            const refused = slug === 'payload-migrations' ? [...CMS_REFUSED[caller.as], 404] : CMS_REFUSED[caller.as]
            const cell = (op: Op, method: string, path: string, ok: number[], payload?: Payload): Cell => {
              const allowed = lets(row.access[op], caller.as)
              return { actor, method, path, payload, allowed, statuses: allowed ? ok : refused }
            }
            const list = [
              cell('list', 'GET', base, [200]),
              cell('read', 'GET', one, [200]),
              cell('create', 'POST', base, row.createOk ?? [201], { json: row.body(fx) }),
              cell('update', 'PATCH', `${base}/${target}`, [200], { json: {} }),
            ]
            if (slug === 'payload-migrations') list[0].statuses = caller.as === 'client' ? [403, 404] : [404]
            if (row.access.list === 'own' && caller.as === 'editor') list[0].check = onlyOwn(slug)
            if (slug === 'blog-posts' && caller.as === 'anonymous') list[0].check = publishedOnly
            if (slug === 'payload-preferences' && caller.as === 'editor') list[1].check = noStaffPreference
            let created: number | string | undefined
            for (const c of list.filter((c) => c.allowed === (pass === 'allowed'))) {
              const answer = await run(c)
              const doc = (answer.body as { doc?: { id: number; key?: string } }).doc
              if (c.method === 'POST' && answer.status === 201 && doc) created = row.key ? doc.key : doc.id
            }
            const deletePath = pass === 'refused' ? one : created !== undefined ? `${base}/${created}` : `${base}?where[id][equals]=0`
            const del = cell('delete', 'DELETE', deletePath, [200])
            if (del.allowed === (pass === 'allowed')) await run(del)
          }
        }
        expect(problems, problems.join('\n')).toEqual([])
      },
      120_000,
    )
  }
})

/** Editors' list: an `editor` sees only its own account (and its own preferences). */
const onlyOwn =
  (slug: string) =>
  (answer: Answer): string | undefined => {
    const docs = (answer.body as { docs?: { id: number; user?: { value: number | { id: number } } }[] }).docs ?? []
    const owners = docs.map((doc) =>
      slug === 'editors' ? doc.id : typeof doc.user?.value === 'object' ? doc.user.value.id : doc.user?.value,
    )
    return owners.every((id) => id === fx.editorId) ? undefined : `sees records of others: ${JSON.stringify(owners)}`
  }

const publishedOnly = (answer: Answer) => {
  const statuses = ((answer.body as { docs?: { status: string }[] }).docs ?? []).map((doc) => doc.status)
  return statuses.every((status) => status === 'published') ? undefined : `shows unpublished posts: ${statuses.join(', ')}`
}

/** By key, an editor reads its own preference (none here), never the staff editor's of the same key. */
const noStaffPreference = (answer: Answer) =>
  (answer.body as { value?: unknown }).value != null ? `reads the staff editor's preference: ${snippet(answer.body)}` : undefined

describe('/cms-api, the doors around the collections', () => {
  const everyone = () => CMS_CALLERS.map((caller) => ({ ...caller, actor: actors[caller.name] }))
  const isClient = (as: CmsKind) => as === 'client'

  it('versions: refused to clients and editors, never a 5xx', async () => {
    const list: Cell[] = []
    for (const slug of Object.keys(CMS))
      for (const { actor, as } of everyone()) {
        const staff = as === 'staff'
        list.push({
          actor,
          method: 'GET',
          path: `/cms-api/${slug}/versions`,
          allowed: staff,
          statuses: staff ? [200, 403, 404] : [401, 403, 404],
        })
      }
    await runCells(list)
  }, 120_000)

  it('a malformed id is a 4xx (for staff, and for anyone on the public blog), and changes nothing', async () => {
    const list: Cell[] = []
    for (const slug of Object.keys(CMS).filter((slug) => !CMS[slug].key && slug !== 'payload-migrations'))
      for (const [method, payload] of [['GET'], ['PATCH', { json: {} }], ['DELETE']] as const)
        list.push({ actor: actors.staff, method, path: `/cms-api/${slug}/pas-un-id`, payload, allowed: false, statuses: [400, 403, 404] })
    for (const slug of ['blog-posts', 'blog-categories', 'blog-tags'])
      list.push({ actor: actors.anonymous, method: 'GET', path: `/cms-api/${slug}/pas-un-id`, allowed: false, statuses: [400, 404] })
    await runCells(list)
  })

  it("the clients' auth endpoints of Payload stay closed to everyone (404; a client session is refused first, 403)", async () => {
    const list: Cell[] = []
    const endpoints = [
      'POST login',
      'POST logout',
      'GET me',
      'POST refresh-token',
      'POST forgot-password',
      'POST reset-password',
      'POST verify/jeton',
      'POST first-register',
      'GET init',
    ]
    for (const endpoint of endpoints) {
      const [method, path] = endpoint.split(' ')
      const payload = method === 'POST' ? { json: { email: accountA.email, password: accountA.password } } : undefined
      for (const { actor, as } of everyone())
        list.push({ actor, method, path: `/cms-api/users/${path}`, payload, allowed: false, statuses: as === 'client' ? [403] : [404] })
    }
    await runCells(list)
  })

  it("Payload's jobs runner, the locks, the preferences by key and the editor's own account", async () => {
    const list: Cell[] = []
    for (const { actor, as } of everyone()) {
      list.push({ actor, method: 'GET', path: '/cms-api/payload-jobs/run', allowed: false, statuses: as === 'staff' ? [401] : [401, 403] })
      list.push({ actor, method: 'GET', path: '/cms-api/editors/me', allowed: !isClient(as), statuses: isClient(as) ? [403] : [200] })
      const key = unique('cle')
      const editorsOnly = as === 'editor' || as === 'staff'
      list.push({
        actor,
        method: 'POST',
        path: `/cms-api/payload-preferences/${key}`,
        payload: { json: { value: { columns: ['id'] } } },
        allowed: editorsOnly,
        statuses: editorsOnly ? [200, 201] : CMS_REFUSED[as],
      })
      if (!editorsOnly)
        list.push({
          actor,
          method: 'DELETE',
          path: '/cms-api/payload-locked-documents?where[id][exists]=true',
          allowed: false,
          statuses: CMS_REFUSED[as],
        })
    }
    const draft = Number(
      (await db.query<{ id: number }>(`SELECT id FROM blog_posts WHERE status = 'draft' ORDER BY id LIMIT 1`)).rows[0].id,
    )
    list.push({ actor: actors.anonymous, method: 'GET', path: `/cms-api/blog-posts/${draft}`, allowed: false, statuses: [403, 404] })
    list.push({ actor: actors.editor, method: 'GET', path: `/cms-api/editors/${fx.editorId}`, allowed: true, statuses: [200] })
    // Not a cell: an editor deleting a preference it does not have gets Payload's own 500 (3.90, its
    // preferences handler; nothing changes, editors only). Known, in the closing note of issue 30.
    list.push({ actor: actors.anonymous, method: 'GET', path: '/cms-api/%E0%A4', allowed: false, statuses: [400, 404] })
    await runCells(list)
  })

  it('an editor cannot give itself another role', async () => {
    const answer = await runCell({
      actor: actors.editor,
      method: 'PATCH',
      path: `/cms-api/editors/${fx.editorId}`,
      payload: { json: { role: 'staff' } },
      allowed: true,
      statuses: [200, 400, 403],
    })
    const { rows } = await db.query<{ role: string }>('SELECT role FROM editors WHERE id = $1', [fx.editorId])
    expect(rows[0].role, snippet(answer.answer.body)).toBe('editor')
    expect(answer.problem).toBeUndefined()
  })
})
