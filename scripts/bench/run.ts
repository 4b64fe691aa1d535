/**
 * `npm run bench`: every read a user waits on, and the writes, under load, on a database at volume.
 *
 * Builds if needed, starts the built server (Payload's admin on, for /cms-api) on a fresh
 * DATA_DIR with its own embedded PostgreSQL, seeds it in bulk SQL (scripts/bench/seed-volume.ts),
 * logs in, then runs autocannon on loopback against each line of ROWS below: a warm-up, then
 * BENCH_DURATION seconds (5) with BENCH_CONNECTIONS connections (50). Then the writes (WRITE_ROWS,
 * after the reads so that the rows they add do not move the reads' figures), at 20 connections,
 * each request with a fresh body from its own client address (writes.ts); a completed payment is
 * two calls, measured as payments per second by a loop of its own (measurePayments). Prints
 * requests/s, p50, p99 and the ratios to the ceiling (the framework's 404) and to a static file of
 * the same size, and writes everything to bench/results/<date>-<commit>.json.
 *
 * A measurement, not a test; but a row that got an unexpected status, a connection error or a
 * timeout is flagged in the table and listed after it, and the run then exits 1.
 *
 * A new capability adds its reads to ROWS, its writes to WRITE_ROWS: one line each.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import type pg from 'pg'
import { Agent, request } from 'undici'
import { DEFAULT_STEPS } from '@/contract/projects'
import { testCheckoutPaths } from '@/contract/payments'
import { connectToDatabase } from '@/tests/helpers/database'
import type { TestServer } from '@/tests/helpers/test-server'
import { build } from '../build.mjs'
import { SERVER_NODE_FLAGS } from '../build-stamp.mjs'
import { treeCpuMs } from './process-cpu'
import { EDITOR_EMAIL, FIXTURES, SEED_PASSWORD, type SeedReport, seededProjectType, VOLUME } from './seed-volume'
import { git, logIn, logInClients, loopbackUrl, machineInfo, resultsFile, SERVER_ENV, seedServer, sleep, startBenchServer } from './server'
import {
  checkoutRequest,
  ClientSessions,
  contactRequest,
  newsletterRequest,
  type FreshRequest,
  guideRequest,
  loginRequest,
  messagePoolClients,
  messageRequest,
  QUESTIONNAIRE_PROJECT_ID,
  questionnaireDraftRequest,
  refundablePayments,
  refundRequest,
  registerRequest,
  sessionsFor,
} from './writes'

type Session = 'anonymous' | 'client' | 'pageClient' | 'heavyClient' | 'admin' | 'editor' | 'poolClients'
type Group = 'reference' | 'api' | 'cms-api' | 'write'
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
type Json = any

interface BenchRow {
  group: Group
  /** What the user waits on. */
  what: string
  method?: 'GET' | 'POST' | 'PUT'
  path: string
  /** Whose session the request carries (none by default). */
  as?: Session
  /** The expected status: 200 unless said. Any other answer is an error. */
  status?: number
  /** Checked on one answer before measuring: what is wrong, or nothing. */
  check?: (body: Json) => string | false | undefined
  /** The same for an answer that is not JSON (a server-rendered page). */
  checkText?: (text: string) => string | false | undefined
  /** A fresh body and headers (and path) for each request (login: another account, another client address). */
  perRequest?: () => FreshRequest
  /** A write: the table it adds one row to per answer, counted before and after (rows written ≥ answers). */
  writesTo?: string
  /** Concurrent connections, when BENCH_CONNECTIONS would only measure a queue (say why). */
  connections?: number
  /** Names the row for the comparisons printed after the table. */
  key?: string
  /** The static file of this answer's size its ×static compares with ('static', the /api/user size, unless said). */
  staticKey?: StaticKey
  /** More request headers (a browser's Accept-Encoding). */
  headers?: Record<string, string>
}

const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${process.env[name]}"`)
  return value
}
// Five seconds of load give thousands of requests per row, enough for a stable p99, and keep the
// whole run (about 55 rows) under ten minutes on two cores.
const DURATION = seconds('BENCH_DURATION', 5)
const WARMUP = seconds('BENCH_WARMUP', 1)
const CONNECTIONS = Math.round(seconds('BENCH_CONNECTIONS', 50))
/** Seconds before autocannon counts a request as timed out (a queue of 50 logins takes seconds). */
const TIMEOUT = 30
const ALONE_REQUESTS = 5
/**
 * A login holds a core for its hash (Argon2id, about 8 ms here; PBKDF2 took 0.2 to 0.3 s): 50 at
 * once only measure a queue. Fewer connections give the same throughput and the wait one login
 * really has.
 */
const LOGIN_CONNECTIONS = 8
/** The writes' connections: the issue's target figures for writes are at 20. */
const WRITE_CONNECTIONS = 20
/**
 * Messages a second a client-message row may reach (a guess on the high side): its sessions are
 * enough for that many during the warm-up, the measurement and the checks (60 messages an hour per client).
 */
const MESSAGE_RATE_CEILING = 2_500
/**
 * Seconds of a payment row's measurement: a new buyer's payment takes seconds at 20 connections
 * (two password hashes' worth of CPU), and a closed loop of 5 s would count only one round of them.
 */
const PAYMENT_SECONDS = Math.max(DURATION, 10)

const light = FIXTURES.lightClient
const heavy = FIXTURES.heavyClient
const page = FIXTURES.pageClient
/**
 * Static JSON files served by the same server (sirv, as the web app's public files): what the
 * framework costs without any work, at the size of the answers compared with them.
 */
const STATIC_FILES = {
  static: '__bench-static.json',
  'static-blog-list': '__bench-static-blog-list.json',
  'static-blog-article': '__bench-static-blog-article.json',
} as const
type StaticKey = keyof typeof STATIC_FILES
const STATIC_FILE = STATIC_FILES.static
const expect = (condition: boolean, message: string) => !condition && message
const list = (body: Json, total: number, docs = 'docs', totalField = 'totalDocs') =>
  expect(Array.isArray(body?.[docs]) && body[totalField] === total, `expected ${total} in all, got ${JSON.stringify(body)?.slice(0, 200)}`)

const BLOG_LIST_PATH = '/api/blog/posts?status=published'
/**
 * What every browser sends. The other rows ask for no compression, as scripts do, so they compare with
 * the static files; these rows add the cost of compressing a real answer (brotli, as browsers prefer).
 */
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const BLOG_ARTICLE_PATH = `/api/blog/posts/${FIXTURES.article.slug}`

/**
 * One line per read (kept on one line each: prettier-ignore). A `what` starting with '=' names the /api
 * line whose data the Payload REST line serves.
 */
// prettier-ignore
const ROWS: BenchRow[] = [
  { group: 'reference', key: 'ceiling', what: "ceiling: the framework's JSON 404", path: '/api/nope', status: 404 },
  { group: 'reference', key: 'static', what: 'static JSON file, same size as /api/user', path: `/${STATIC_FILE}` },
  { group: 'reference', key: 'static-blog-list', what: 'static JSON file, same size as the public blog list', path: `/${STATIC_FILES['static-blog-list']}` },
  { group: 'reference', key: 'static-blog-article', what: 'static JSON file, same size as a public article', path: `/${STATIC_FILES['static-blog-article']}` },
  { group: 'api', what: 'health probe', path: '/api/health' },
  { group: 'api', what: 'health probe, with a session cookie', path: '/api/health', as: 'client' },
  { group: 'api', key: 'user', what: 'the logged-in client', path: '/api/user', as: 'client', check: (b) => expect(b?.user?.id === light.id, 'not the client') },
  { group: 'api', key: 'projects-1', what: "a client's projects (1)", path: '/api/projects', as: 'client', check: (b) => list(b, 1, 'projects', 'total') },
  { group: 'api', key: 'projects-20', what: "a client's projects (20 of 20)", path: '/api/projects', as: 'pageClient', check: (b) => list(b, VOLUME.pageClientRows, 'projects', 'total') },
  { group: 'api', key: 'projects-1000', what: "a client's projects (20 of 1,000)", path: '/api/projects', as: 'heavyClient', check: (b) => list(b, VOLUME.heavyClientRows, 'projects', 'total') },
  { group: 'api', key: 'orders', what: "a client's orders (« Mes commandes »)", path: '/api/orders', as: 'heavyClient', check: (b) => expect(b?.success === true && Array.isArray(b.orders), 'no orders list') },
  { group: 'api', key: 'invoices', what: "a client's invoices and credit notes (« Mes factures »)", path: '/api/invoices', as: 'client', check: (b) => expect(b?.success === true && b.invoices?.[0]?.id === FIXTURES.invoice.id, 'not the invoices') },
  { group: 'api', key: 'invoice-pdf', what: "an invoice's PDF (drawn from its record, DejaVu Sans embedded)", path: `/api/invoices/${FIXTURES.invoice.id}/pdf`, as: 'admin' },
  { group: 'api', what: 'a project (owner)', path: `/api/project/${FIXTURES.lightProject.id}`, as: 'client', check: (b) => expect(b?.project?.id === FIXTURES.lightProject.id, 'not the project') },
  { group: 'api', what: "a project's steps", path: `/api/projects/${FIXTURES.lightProject.id}/steps`, as: 'client', check: (b) => expect(b?.steps?.length === DEFAULT_STEPS[seededProjectType(FIXTURES.lightProject.id)].length, 'not the steps') },
  { group: 'api', what: "a project's documents and checklist", path: `/api/projects/${FIXTURES.lightProject.id}/documents`, as: 'client', check: (b) => expect(b?.documents?.length === 2 && b?.checklist?.length > 0, 'not the documents') },
  { group: 'api', what: "back-office: a project's documents and checklist", path: `/api/projects/${FIXTURES.lightProject.id}/documents`, as: 'admin', check: (b) => expect(b?.documents?.length === 2 && b?.checklist?.length > 0, 'not the documents') },
  { group: 'api', what: "a project's company questionnaire", path: `/api/projects/${FIXTURES.lightProject.id}/questionnaire`, as: 'client', check: (b) => expect(b?.success === true && 'questionnaire' in b && 'submittedAt' in b, 'not the questionnaire') },
  { group: 'api', key: 'messages-20', what: "a client's messages (20 of 20)", path: `/api/messages/${page.id}`, as: 'pageClient', check: (b) => list(b, VOLUME.pageClientRows, 'messages', 'total') },
  { group: 'api', key: 'messages-1000', what: "a client's messages (20 of 1,000)", path: `/api/messages/${heavy.id}`, as: 'heavyClient', check: (b) => list(b, VOLUME.heavyClientRows, 'messages', 'total') },
  { group: 'api', key: 'threads-1000', what: "a client's conversations (20 of 1,000, with unread counts)", path: `/api/messages/${heavy.id}/threads`, as: 'heavyClient', check: (b) => list(b, VOLUME.heavyClientRows, 'threads', 'total') },
  { group: 'api', what: "a client's messages (20 of 20), compressed as a browser asks", path: `/api/messages/${page.id}`, as: 'pageClient', headers: BROWSER_ENCODING, check: (b) => list(b, VOLUME.pageClientRows, 'messages', 'total') },
  { group: 'api', what: 'client dashboard overview (1,000 projects and messages)', path: '/api/dashboard', as: 'heavyClient', check: (b) => expect(b?.counters?.inProgress + b?.counters?.completed > 0, 'no counters') },
  { group: 'api', key: 'login', what: 'login (Argon2id, 12 MiB, 3 passes)', method: 'POST', path: '/api/login', perRequest: () => loginRequest(origin()), connections: LOGIN_CONNECTIONS, check: (b) => expect(b?.success === true, 'login refused') },
  { group: 'api', key: 'session', what: 'order confirmation (a payment and its lead)', path: `/api/stripe/session/${FIXTURES.payment.sessionId}`, check: (b) => expect(b?.session?.status === 'complete' && b.session.payment_status === 'paid', 'not the completed payment') },
  { group: 'api', what: 'back-office: contacts (20 of 10,000, with counters)', path: '/api/contacts', as: 'admin', check: (b) => list(b, VOLUME.contacts, 'contacts', 'total') },
  { group: 'api', what: 'back-office: service requests (20 of 10,000, with counters)', path: '/api/admin/requests', as: 'admin', check: (b) => list(b, VOLUME.leads, 'requests', 'total') },
  { group: 'api', what: 'back-office: projects (20 of 10,000, with counters)', path: '/api/admin/projects', as: 'admin', check: (b) => list(b, VOLUME.projects, 'projects', 'total') },
  { group: 'api', key: 'work-queue', what: 'back-office: « À traiter » (five kinds, counts and oldest items, one statement)', path: '/api/admin/queue', as: 'admin', check: (b) => expect(b?.success === true && b.queue?.contacts?.count > 0 && b.queue.contacts.items.length === 5, 'not the queue') },
  { group: 'api', what: 'back-office: statistics (four counts)', path: '/api/admin/stats', as: 'admin', check: (b) => expect(b?.stats?.totalUsers === VOLUME.clients, 'not the clients count') },
  { group: 'api', what: 'back-office: clients (20 of 10,000, unread replies)', path: '/api/admin/users', as: 'admin', check: (b) => list(b, VOLUME.clients, 'users', 'total') },
  { group: 'api', what: 'back-office: payments (20 of 10,000, with counters)', path: '/api/admin/payments', as: 'admin', check: (b) => list(b, VOLUME.payments, 'payments', 'total') },
  { group: 'api', what: "back-office: a client's messages (20 of 1,000)", path: `/api/messages/${heavy.id}`, as: 'admin', check: (b) => list(b, VOLUME.heavyClientRows, 'messages', 'total') },
  { group: 'api', what: 'back-office: session check', path: '/api/admin/status', as: 'admin', check: (b) => expect(b?.isAdmin === true, 'not an admin session') },
  { group: 'api', what: 'back-office: clients searched by name (trigram index)', path: `/api/admin/users?q=${encodeURIComponent('Benali')}`, as: 'admin', check: (b) => expect(Array.isArray(b?.users) && b.total > 0, 'nothing found') },
  { group: 'api', what: 'back-office: projects searched by client name (trigram index)', path: `/api/admin/projects?q=${encodeURIComponent('Benali')}`, as: 'admin', check: (b) => expect(Array.isArray(b?.projects) && b.total > 0, 'nothing found') },
  { group: 'api', what: 'back-office: contacts searched (trigram index)', path: '/api/contacts?q=contact04217', as: 'admin', check: (b) => list(b, 1, 'contacts', 'total') },
  { group: 'api', key: 'blog-list', staticKey: 'static-blog-list', what: 'public blog list (12 of 5,000)', path: BLOG_LIST_PATH, check: (b) => list(b, VOLUME.articles, 'posts', 'total') },
  { group: 'api', what: 'public blog list (12 of 5,000), compressed as a browser asks', path: BLOG_LIST_PATH, headers: BROWSER_ENCODING, check: (b) => list(b, VOLUME.articles, 'posts', 'total') },
  { group: 'api', what: 'public blog list, searched (trigram index)', path: `/api/blog/posts?status=published&q=${encodeURIComponent('guide n° 4217')}`, check: (b) => expect(Array.isArray(b?.posts) && b.total >= 1, 'nothing found') },
  { group: 'api', what: 'public blog list, one category', path: '/api/blog/posts?status=published&category=categorie-2', check: (b) => expect(Array.isArray(b?.posts) && b.total > 0, 'nothing in the category') },
  { group: 'api', key: 'blog-article', staticKey: 'static-blog-article', what: 'a public article (view counted)', path: BLOG_ARTICLE_PATH, check: (b) => expect(b?.post?.slug === FIXTURES.article.slug && typeof b.post.content === 'string', 'not the article') },
  { group: 'api', what: "an author's page: their articles (12 of 5,000)", path: `/api/blog/authors/${FIXTURES.author.slug}`, check: (b) => expect(b?.author?.slug === FIXTURES.author.slug && b.total === VOLUME.articles && b.posts?.length === 12, 'not the author') },
  { group: 'api', what: "an article's share card (PNG, drawn once, then read from storage)", path: `/blog/${FIXTURES.article.slug}/partage.png` },
  { group: 'api', what: 'blog categories', path: '/api/blog/categories', check: (b) => expect(Array.isArray(b?.categories) && b.categories.length > 0, 'no categories') },
  { group: 'api', what: 'back-office: blog articles (20 of 5,000)', path: '/api/blog/posts?limit=20', as: 'admin', check: (b) => list(b, VOLUME.articles, 'posts', 'total') },
  { group: 'api', what: 'landing page, server-rendered', path: '/', checkText: (t) => expect(t.includes('id="hero-titre"') && t.includes('Créez votre entreprise'), 'not the landing page') },
  { group: 'api', what: 'landing page, server-rendered, compressed as a browser asks', path: '/', headers: BROWSER_ENCODING, checkText: (t) => expect(t.includes('id="hero-titre"'), 'not the landing page') },
  { group: 'api', what: '/blog page, server-rendered (12 cards)', path: '/blog', checkText: (t) => expect(t.includes('application/ld+json') && t.includes('Créer son entreprise, guide n°'), 'not the blog page') },
  { group: 'api', what: '/blog/auteur/{slug} page, server-rendered (12 cards)', path: `/blog/auteur/${FIXTURES.author.slug}`, checkText: (t) => expect(t.includes('ProfilePage') && t.includes('Karim Haddad'), 'not the author page') },
  { group: 'api', what: '/blog/{slug} page, server-rendered', path: `/blog/${FIXTURES.article.slug}`, checkText: (t) => expect(t.includes('BlogPosting') && t.includes('la signature chez le notaire'), 'not the article page') },
  { group: 'cms-api', what: '= /api/user (an editor)', path: '/cms-api/editors/me', as: 'editor', check: (b) => expect(b?.user?.email === EDITOR_EMAIL, 'not the editor') },
  { group: 'cms-api', key: 'cms-projects-20', what: "= a client's projects (20 of 20)", path: `/cms-api/projects?where[user][equals]=${page.id}&sort=-createdAt&limit=20&depth=0`, as: 'editor', check: (b) => list(b, VOLUME.pageClientRows) },
  { group: 'cms-api', key: 'cms-projects-1000', what: "= a client's projects (20 of 1,000)", path: `/cms-api/projects?where[user][equals]=${heavy.id}&sort=-createdAt&limit=20&depth=0`, as: 'editor', check: (b) => list(b, VOLUME.heavyClientRows) },
  { group: 'cms-api', what: "a project's steps", path: `/cms-api/project-steps?where[project][equals]=${FIXTURES.lightProject.id}&sort=order&depth=0`, as: 'editor', check: (b) => list(b, DEFAULT_STEPS[seededProjectType(FIXTURES.lightProject.id)].length) },
  { group: 'cms-api', what: '= order confirmation', path: `/cms-api/payments?where[providerSessionId][equals]=${FIXTURES.payment.sessionId}&limit=1&depth=1`, as: 'editor', check: (b) => list(b, 1) },
  { group: 'cms-api', key: 'cms-messages-20', what: "a client's messages (20 of 20)", path: `/cms-api/messages?where[user][equals]=${page.id}&sort=-createdAt&limit=20`, as: 'editor', check: (b) => list(b, VOLUME.pageClientRows) },
  { group: 'cms-api', key: 'cms-messages-1000', what: "a client's messages (20 of 1,000)", path: `/cms-api/messages?where[user][equals]=${heavy.id}&sort=-createdAt&limit=20`, as: 'editor', check: (b) => list(b, VOLUME.heavyClientRows) },
  { group: 'cms-api', key: 'cms-messages-all', what: 'back-office: messages (20 of 100,000)', path: '/cms-api/messages?sort=-createdAt&limit=20', as: 'editor', check: (b) => list(b, VOLUME.messages) },
  { group: 'cms-api', what: 'back-office: clients', path: '/cms-api/users?sort=-createdAt&limit=20', as: 'editor', check: (b) => list(b, VOLUME.clients) },
  { group: 'cms-api', what: 'back-office: projects', path: '/cms-api/projects?sort=-createdAt&limit=20', as: 'editor', check: (b) => list(b, VOLUME.projects) },
  { group: 'cms-api', what: 'back-office: payments', path: '/cms-api/payments?sort=-createdAt&limit=20', as: 'editor', check: (b) => list(b, VOLUME.payments) },
  { group: 'cms-api', what: 'back-office: service requests (leads)', path: '/cms-api/leads?sort=-createdAt&limit=20', as: 'editor', check: (b) => list(b, VOLUME.leads) },
  { group: 'cms-api', what: 'back-office: contacts', path: '/cms-api/contacts?sort=-createdAt&limit=20', as: 'editor', check: (b) => list(b, VOLUME.contacts) },
  { group: 'cms-api', what: 'public blog list', path: '/cms-api/blog-posts?where[status][equals]=published&sort=-publishedAt&limit=10', check: (b) => list(b, VOLUME.articles) },
  { group: 'cms-api', what: 'a public article', path: `/cms-api/blog-posts?where[slug][equals]=${FIXTURES.article.slug}&limit=1`, check: (b) => list(b, 1) },
]

/**
 * The writes, after the reads, at WRITE_CONNECTIONS: every request a fresh valid body from a new
 * client address (writes.ts). One line each (prettier-ignore).
 */
// prettier-ignore
const WRITE_ROWS: BenchRow[] = [
  { group: 'write', key: 'write-guide', what: 'guide request (lead, its email with the PDF queued)', method: 'POST', path: '/api/save-lead', status: 201, writesTo: 'leads', perRequest: () => guideRequest(origin()), check: (b) => expect(b?.success === true && typeof b.lead?.id === 'number', 'no lead') },
  { group: 'write', key: 'write-contact', what: 'contact form (contact, email to the team queued)', method: 'POST', path: '/api/contacts', status: 201, writesTo: 'contacts', perRequest: () => contactRequest(origin()), check: (b) => expect(b?.success === true && typeof b.contact?.id === 'number', 'no contact') },
  { group: 'write', key: 'write-message', what: "client message to support, about its project (clients' sessions in turn)", method: 'POST', path: '/api/messages/{client}', as: 'poolClients', status: 201, writesTo: 'messages', perRequest: () => messageRequest(origin(), messageSessions!.nextWriter()), check: (b) => expect(b?.success === true && b.message?.fromAdmin === false && typeof b.message?.project?.id === 'number', 'not the client’s message about its project') },
  { group: 'write', key: 'write-newsletter', what: 'newsletter signup (pending address, confirmation email queued)', method: 'POST', path: '/api/newsletter', status: 202, writesTo: 'newsletter_subscribers', perRequest: () => newsletterRequest(origin()), check: (b) => expect(b?.success === true, 'signup refused') },
  { group: 'write', key: 'write-register', what: 'register (Argon2id, 12 MiB, 3 passes; welcome email queued)', method: 'POST', path: '/api/register', status: 201, writesTo: 'users', perRequest: () => registerRequest(origin()), check: (b) => expect(b?.success === true && typeof b.user?.id === 'number', 'no account') },
  { group: 'write', key: 'write-questionnaire', what: "back-office: a creation's questionnaire draft saved (one project's row)", method: 'PUT', path: `/api/projects/${QUESTIONNAIRE_PROJECT_ID}/questionnaire`, as: 'admin', perRequest: () => questionnaireDraftRequest(origin()), check: (b) => expect(b?.success === true && b.questionnaire?.country === 'DZ' && b.submittedAt === null, 'draft not saved') },
  { group: 'write', key: 'write-refund', what: 'back-office: a partial refund (payment locked, credit note numbered, email queued)', method: 'POST', path: '/api/admin/payments/{id}/refund', as: 'admin', writesTo: 'invoices', perRequest: () => refundRequest(origin(), nextRefundable()), check: (b) => expect(b?.success === true && /^A-\d{4}-\d{6}$/.test(b.creditNote?.number ?? ''), 'no credit note') },
  { group: 'write', key: 'write-login', what: 'login (Argon2id, 12 MiB, 3 passes)', method: 'POST', path: '/api/login', perRequest: () => loginRequest(origin()), check: (b) => expect(b?.success === true, 'login refused') },
]

/** A completed local test payment: two calls, measured as payments per second (measurePayments). */
interface PaymentRow {
  key: string
  what: string
  /** The buyer already has an account (a seeded client's email): no account, so no password, to create. */
  existingClient: boolean
}
const PAYMENT_REQUEST = 'POST /api/create-payment-session, then POST /api/test-checkout/{id}/pay'
const PAYMENT_ROWS: PaymentRow[] = [
  {
    key: 'write-payment',
    what: 'payment completed, new buyer (lead, checkout, new account, project, invoice, emails)',
    existingClient: false,
  },
  {
    key: 'write-payment-client',
    what: 'payment completed, existing client (lead, checkout, project, invoice, emails)',
    existingClient: true,
  },
]

/** Same data, more rows: the latency should follow the page, not the table. */
const SCALE_CHECKS: [few: string, many: string][] = [
  ['projects-20', 'projects-1000'],
  ['messages-20', 'messages-1000'],
  ['cms-projects-20', 'cms-projects-1000'],
  ['cms-messages-20', 'cms-messages-1000'],
  ['cms-messages-20', 'cms-messages-all'],
]

/** The Origin a browser on the site sends with a write (the server refuses a foreign one). */
const origin = () => server!.baseUrl
/** The seeded payments the refund row takes in turn. */
const nextRefundable = refundablePayments(VOLUME.premiumLeads)
/** The message pool's sessions, logged in before the writes (writes.ts ClientSessions). */
let messageSessions: ClientSessions | undefined

interface RowResult {
  group: Group
  what: string
  request: string
  as: Session
  expectedStatus: number
  connections: number
  responseBytes?: number
  /** Median of a few requests sent one after the other, without load. */
  aloneMs?: number
  requestsPerSecond?: number
  /**
   * CPU time of the server and its PostgreSQL per answer, in µs: what compares two commits on a
   * noisy host (process-cpu.ts), where requests per second do not.
   */
  cpuUsPerRequest?: number
  latencyMs?: { p50: number; p90: number; p99: number; max: number; mean: number }
  requests?: number
  non2xx?: number
  statusCodes?: Record<string, number>
  connectionErrors?: number
  timeouts?: number
  /** A write row: rows its table gained during the row, and the answers with the expected status (sample, warm-up, alone, measured). */
  rowsWritten?: number
  answersExpected?: number
  /**
   * A write row's emails: the queue sends them once the server is no longer saturated
   * (cms/infra/mail/job-runner.ts), so their cost is measured apart, after the row: how many
   * were waiting at its end, how long they took to leave, and the CPU per email.
   */
  emailsAfter?: { waiting: number; sentInSeconds: number; cpuUsPerEmail?: number }
  /** A payment row: what was checked in the database on a sample of its payments. */
  verified?: string
  loadAverage1m: number
  /** Why the row is not to be trusted: unexpected statuses, connection errors, a failed check. */
  problems: string[]
}

let server: TestServer | undefined
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
const staticPath = (key: StaticKey) => path.join('dist/web', STATIC_FILES[key])
let stopping: Promise<void> | undefined
const cleanUp = () =>
  (stopping ??= (async () => {
    for (const key of Object.keys(STATIC_FILES) as StaticKey[]) fs.rmSync(staticPath(key), { force: true })
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })())
process.once('SIGINT', () => {
  console.error('\nInterrupted: stopping the server…')
  void cleanUp().finally(() => process.exit(130))
})

const countRows = async (db: pg.Client, table: string) => Number((await db.query(`SELECT count(*) FROM "${table}"`)).rows[0].count)

/** Emails queued and not sent yet (a sent one's job is deleted); a digest waiting for its window's end is not counted. */
const unsentEmails = async (db: pg.Client) =>
  Number(
    (
      await db.query(
        `SELECT count(*) FROM payload_jobs WHERE task_slug = 'send-email' AND has_error IS NOT TRUE AND (wait_until IS NULL OR wait_until <= now())`,
      )
    ).rows[0].count,
  )

const EMAILS_DRAIN_SECONDS = 180

/** Waits for the queued emails to be sent: how many were waiting, how long they took, and the server's CPU per email meanwhile. */
async function drainEmails(db: pg.Client): Promise<NonNullable<RowResult['emailsAfter']>> {
  const waiting = await unsentEmails(db)
  const started = performance.now()
  const cpuBefore = server ? treeCpuMs(server.pid) : undefined
  while ((await unsentEmails(db)) > 0) {
    if (performance.now() - started > EMAILS_DRAIN_SECONDS * 1000) throw new Error(`Emails still unsent after ${EMAILS_DRAIN_SECONDS} s`)
    await sleep(100)
  }
  const cpuAfter = server ? treeCpuMs(server.pid) : undefined
  return {
    waiting,
    sentInSeconds: Math.round(performance.now() - started) / 1000,
    cpuUsPerEmail: waiting > 0 && cpuBefore !== undefined && cpuAfter !== undefined ? ((cpuAfter - cpuBefore) * 1000) / waiting : undefined,
  }
}

async function measureRow(
  row: BenchRow,
  base: string,
  headersFor: Record<Session, Record<string, string>>,
  db?: pg.Client,
): Promise<RowResult> {
  const as = row.as ?? 'anonymous'
  const method = row.method ?? 'GET'
  const expectedStatus = row.status ?? 200
  const result: RowResult = {
    group: row.group,
    what: row.what,
    request: `${method} ${row.path}`,
    as,
    expectedStatus,
    connections: row.connections ?? CONNECTIONS,
    loadAverage1m: os.loadavg()[0],
    problems: [],
  }
  const headers = { ...headersFor[as], ...row.headers }
  const rowsBefore = row.writesTo && db ? await countRows(db, row.writesTo) : undefined

  // One answer first: the right status and the right data, or the row is not measured.
  const sample = row.perRequest?.()
  const response = await fetch(base + (sample?.path ?? row.path), {
    method,
    headers: { ...headers, ...sample?.headers },
    body: sample?.body,
  })
  const text = await response.text()
  result.responseBytes = Buffer.byteLength(text)
  let problem: string | false | undefined =
    response.status !== expectedStatus && `answered ${response.status}, not ${expectedStatus}: ${text.slice(0, 200)}`
  if (!problem && row.checkText) problem = row.checkText(text)
  if (!problem && row.check) {
    try {
      problem = row.check(JSON.parse(text))
    } catch (error) {
      problem = `unreadable answer (${(error as Error).message}): ${text.slice(0, 200)}`
    }
  }
  if (problem) {
    result.problems.push(`check failed, not measured: ${problem}`)
    return result
  }

  const options = (duration: number): autocannon.Options => ({
    url: base + row.path,
    method,
    headers,
    connections: row.connections ?? CONNECTIONS,
    duration,
    timeout: TIMEOUT,
    requests: row.perRequest
      ? [
          {
            setupRequest: (request) => {
              const next = row.perRequest!()
              return { ...request, path: next.path ?? request.path, body: next.body, headers: { ...headers, ...next.headers } }
            },
          },
        ]
      : undefined,
  })
  const warm = await autocannon(options(WARMUP))
  await drain(warm)
  // The warm-up's emails leave before the row is measured (they would leave during it otherwise).
  if (row.group === 'write' && db) await drainEmails(db)
  // What one user waits when nobody else is asking: a few requests one after the other.
  const alone: number[] = []
  let aloneExpected = 0
  for (let i = 0; i < ALONE_REQUESTS; i++) {
    const sent = performance.now()
    const next = row.perRequest?.()
    const answer = await fetch(base + (next?.path ?? row.path), { method, headers: { ...headers, ...next?.headers }, body: next?.body })
    await answer.arrayBuffer()
    alone.push(performance.now() - sent)
    if (answer.status === expectedStatus) aloneExpected++
  }
  if (aloneExpected < ALONE_REQUESTS)
    result.problems.push(`${ALONE_REQUESTS - aloneExpected} of the requests sent alone not answered ${expectedStatus}`)
  result.aloneMs = alone.sort((a, b) => a - b)[Math.floor(alone.length / 2)]
  const cpuBefore = server ? treeCpuMs(server.pid) : undefined
  const run = await autocannon(options(DURATION))
  await drain(run)
  const cpuAfter = server ? treeCpuMs(server.pid) : undefined
  if (cpuBefore !== undefined && cpuAfter !== undefined && run.requests.total > 0) {
    result.cpuUsPerRequest = ((cpuAfter - cpuBefore) * 1000) / run.requests.total
  }

  const statusCodes = Object.fromEntries(Object.entries(run.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]))
  const answered = Object.values(statusCodes).reduce((sum, count) => sum + count, 0)
  const unexpected = answered - (statusCodes[expectedStatus] ?? 0)
  Object.assign(result, {
    requestsPerSecond: run.requests.average,
    latencyMs: { p50: run.latency.p50, p90: run.latency.p90, p99: run.latency.p99, max: run.latency.max, mean: run.latency.mean },
    requests: run.requests.total,
    non2xx: run.non2xx,
    statusCodes,
    connectionErrors: run.errors,
    timeouts: run.timeouts,
  })
  // A compressed answer's size is what travels: bytes on the wire per answer, headers included.
  if (row.headers?.['accept-encoding'] && run.requests.total > 0)
    result.responseBytes = Math.round(run.throughput.total / run.requests.total)
  if (unexpected > 0) {
    const others = Object.entries(statusCodes).filter(([code]) => Number(code) !== expectedStatus)
    result.problems.push(`${unexpected} unexpected answers (${others.map(([code, count]) => `${code}×${count}`).join(', ')})`)
  }
  if (run.errors > 0) result.problems.push(`${run.errors} connection errors, ${run.timeouts} of them timeouts (${TIMEOUT} s)`)
  if (run.requests.total === 0) result.problems.push('no answer at all')
  if (row.writesTo && db && rowsBefore !== undefined) {
    // autocannon stops with up to one request per connection still in the server: those write too, uncounted.
    const warmExpected = warm.statusCodeStats?.[String(expectedStatus) as `${number}`]?.count ?? 0
    const answersExpected = 1 + warmExpected + aloneExpected + (statusCodes[expectedStatus] ?? 0)
    const rowsWritten = (await countRows(db, row.writesTo)) - rowsBefore
    Object.assign(result, { answersExpected, rowsWritten })
    if (rowsWritten < answersExpected)
      result.problems.push(`${row.writesTo} gained ${rowsWritten} rows for ${answersExpected} answers ${expectedStatus}`)
  }
  if (row.group === 'write' && db) result.emailsAfter = await drainEmails(db)
  if (row.key === 'write-message' && messageSessions?.overBudget) {
    result.problems.push(
      `${messageSessions.messagesSent} messages over ${messageSessions.sessions.length} clients: more than ${ClientSessions.budget} each, the per-client limit was met (raise BENCH_MESSAGE_CLIENTS)`,
    )
  }
  return result
}

interface PaymentAttempt {
  ok: boolean
  ms: number
  /** When it ended (performance.now()). */
  endedAt: number
  sessionId?: string
  /** 'checkout 200', 'pay 200'… */
  statuses: string[]
  problem?: string
  timedOut?: boolean
  connectionError?: boolean
}

/**
 * The payment rows' HTTP client: undici's `request` on keep-alive connections, as light as
 * autocannon (which measures the other rows and the ceiling) where `fetch` cost the load generator
 * about 1.6 ms of CPU per payment, taken from the two cores the server and PostgreSQL share.
 */
const paymentClient = new Agent({ connections: WRITE_CONNECTIONS, pipelining: 1, keepAliveTimeout: 30_000 })

/** One buyer's payment end to end, from one address: the checkout (lead, pending payment), then the test checkout's pay. */
async function payOnce(base: string, existingClient: boolean): Promise<PaymentAttempt> {
  const started = performance.now()
  const statuses: string[] = []
  const checkout = checkoutRequest(origin(), existingClient)
  const call = (path: string, headers: Record<string, string>, body?: string) =>
    request(base + path, {
      method: 'POST',
      headers,
      body,
      dispatcher: paymentClient,
      headersTimeout: TIMEOUT * 1000,
      bodyTimeout: TIMEOUT * 1000,
    })
  try {
    const opened = await call('/api/create-payment-session', checkout.headers, checkout.body)
    statuses.push(`checkout ${opened.statusCode}`)
    const answer = (await opened.body.json().catch(() => null)) as { url?: string } | null
    if (opened.statusCode !== 200 || typeof answer?.url !== 'string') {
      return {
        ok: false,
        ms: performance.now() - started,
        endedAt: performance.now(),
        statuses,
        problem: `checkout answered ${opened.statusCode}: ${JSON.stringify(answer)?.slice(0, 200)}`,
      }
    }
    const sessionId = decodeURIComponent(new URL(answer.url).pathname.split('/').pop()!)
    // The test checkout's page, its button: the same browser, so the same address.
    const paid = await call(testCheckoutPaths.pay(sessionId), {
      origin: checkout.headers.origin!,
      'x-forwarded-for': checkout.headers['x-forwarded-for']!,
    })
    statuses.push(`pay ${paid.statusCode}`)
    const confirmation = (await paid.body.json().catch(() => null)) as { success?: boolean; redirectUrl?: string } | null
    const ok =
      paid.statusCode === 200 &&
      confirmation?.success === true &&
      Boolean(confirmation.redirectUrl?.includes(encodeURIComponent(sessionId)))
    return {
      ok,
      ms: performance.now() - started,
      endedAt: performance.now(),
      sessionId,
      statuses,
      problem: ok ? undefined : `pay answered ${paid.statusCode}: ${JSON.stringify(confirmation)?.slice(0, 200)}`,
    }
  } catch (error) {
    const timedOut = ['HeadersTimeoutError', 'BodyTimeoutError'].includes((error as Error).name)
    return {
      ok: false,
      ms: performance.now() - started,
      endedAt: performance.now(),
      statuses,
      timedOut,
      connectionError: !timedOut,
      problem: `${timedOut ? 'timeout' : 'connection error'}: ${(error as Error).message}`,
    }
  }
}

/**
 * `connections` buyers paying one after the other for `seconds` (a closed loop, as autocannon's).
 * As autocannon, only the payments that ended within the time are counted (`attempts`); those still
 * under way are awaited (`late`: checked, not counted), so that the next row starts on an idle server.
 */
async function payLoop(base: string, existingClient: boolean, seconds: number, connections: number) {
  const ended: PaymentAttempt[] = []
  const end = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) ended.push(await payOnce(base, existingClient))
    }),
  )
  return { attempts: ended.filter((attempt) => attempt.endedAt <= end), late: ended.filter((attempt) => attempt.endedAt > end), seconds }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? undefined : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/**
 * A payment completed for real, as a row: payments per second (req/s), the p50 and p99 of the two
 * calls together, the CPU per payment. Checked in the database on a sample: each payment completed,
 * paid, with its account and its project; and once through the confirmation page's call ('paid').
 */
async function measurePayments(row: PaymentRow, base: string, db: pg.Client): Promise<RowResult> {
  const result: RowResult = {
    group: 'write',
    what: row.what,
    request: PAYMENT_REQUEST,
    as: 'anonymous',
    expectedStatus: 200,
    connections: WRITE_CONNECTIONS,
    loadAverage1m: os.loadavg()[0],
    problems: [],
  }
  const sample = await payOnce(base, row.existingClient)
  if (!sample.ok) {
    result.problems.push(`check failed, not measured: ${sample.problem}`)
    return result
  }
  const warm = await payLoop(base, row.existingClient, WARMUP, WRITE_CONNECTIONS)
  await drainEmails(db)
  const alone: PaymentAttempt[] = []
  for (let i = 0; i < ALONE_REQUESTS; i++) alone.push(await payOnce(base, row.existingClient))
  result.aloneMs = alone.map((attempt) => attempt.ms).sort((a, b) => a - b)[Math.floor(alone.length / 2)]
  const cpuBefore = server ? treeCpuMs(server.pid) : undefined
  const run = await payLoop(base, row.existingClient, PAYMENT_SECONDS, WRITE_CONNECTIONS)
  const cpuAfter = server ? treeCpuMs(server.pid) : undefined

  const completed = run.attempts.filter((attempt) => attempt.ok)
  const latencies = run.attempts.map((attempt) => attempt.ms).sort((a, b) => a - b)
  const statusCodes: Record<string, number> = {}
  for (const status of run.attempts.flatMap((attempt) => attempt.statuses)) statusCodes[status] = (statusCodes[status] ?? 0) + 1
  const timeouts = run.attempts.filter((attempt) => attempt.timedOut).length
  const errors = run.attempts.filter((attempt) => attempt.connectionError || attempt.timedOut).length
  Object.assign(result, {
    requestsPerSecond: completed.length / run.seconds,
    // The CPU ran until the late payments ended too: per payment completed in that time.
    cpuUsPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && completed.length > 0
        ? ((cpuAfter - cpuBefore) * 1000) / (completed.length + run.late.filter((attempt) => attempt.ok).length)
        : undefined,
    latencyMs: {
      p50: percentile(latencies, 50)!,
      p90: percentile(latencies, 90)!,
      p99: percentile(latencies, 99)!,
      max: latencies.at(-1)!,
      mean: latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(1, latencies.length),
    },
    requests: completed.length,
    non2xx: Object.entries(statusCodes)
      .filter(([status]) => !/ 2\d\d$/.test(status))
      .reduce((sum, [, count]) => sum + count, 0),
    statusCodes,
    connectionErrors: errors,
    timeouts,
  })
  const failed = [...warm.attempts, ...warm.late, ...alone, ...run.attempts, ...run.late].filter((attempt) => !attempt.ok)
  if (failed.length > 0) result.problems.push(`${failed.length} payments not completed (first: ${failed[0]!.problem})`)
  if (completed.length === 0) result.problems.push('no payment completed')

  result.emailsAfter = await drainEmails(db)

  // In the database, a sample: completed, paid, with the buyer's account and the project it ordered.
  const sampled = completed
    .filter((_, index) => index % Math.max(1, Math.floor(completed.length / 10)) === 0)
    .map((attempt) => attempt.sessionId!)
  const { rows } = await db.query<{ status: string; paid: boolean; user_id: number | null; project_id: number | null }>(
    'SELECT status, paid_at IS NOT NULL AS paid, user_id, project_id FROM payments WHERE provider_session_id = ANY($1)',
    [sampled],
  )
  const good = rows.filter((payment) => payment.status === 'completed' && payment.paid && payment.user_id && payment.project_id).length
  const confirmation = (await (
    await fetch(`${base}/api/stripe/session/${encodeURIComponent(sampled[0] ?? sample.sessionId!)}`)
  ).json()) as {
    session?: { payment_status?: string; order_status?: string }
  }
  const confirmed = confirmation.session?.payment_status === 'paid' && confirmation.session.order_status === 'completed'
  result.verified = `${good} of ${sampled.length} sampled payments completed in the database (status completed, paid_at, account, project); the confirmation page's call says ${confirmation.session?.payment_status ?? 'nothing'}`
  if (good < sampled.length || !confirmed) result.problems.push(`not completed in the database: ${result.verified}`)
  return result
}

/**
 * autocannon stops by closing its sockets; the server still works through the requests it had
 * accepted. Waiting about one slow answer's time keeps that work out of the next measurement.
 */
const drain = (run: autocannon.Result) => {
  // At most one request per connection is left; they are served at about the measured rate.
  const seconds = run.requests.average > 0 ? run.connections / run.requests.average : TIMEOUT
  return new Promise((resolve) => setTimeout(resolve, Math.min(TIMEOUT, Math.max(0.3, seconds * 1.5)) * 1000))
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  const left = new Set([0, 1, 2])
  const line = (row: string[]) =>
    row
      .map((cell, column) => (left.has(column) ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd()
  return [line(rows[0]), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n')
}

const fixed = (value: number | undefined, digits = 0) => (value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(digits))
const ratio = (value: number | undefined, reference: number | undefined) =>
  value === undefined || !reference ? '—' : `${(value / reference).toFixed(value / reference < 0.1 ? 3 : 2)}×`

process.chdir(path.resolve(import.meta.dirname, '../..'))
const runStarted = performance.now()
const loadAtStart = os.loadavg()
let exitCode = 0
try {
  const buildStarted = performance.now()
  const built = build()
  const buildSeconds = Math.round((performance.now() - buildStarted) / 1000)

  // The light client's /api/user answer, byte for byte (checked below), served as a file by the
  // same server (sirv, as the web app's public files): what the framework costs without any work.
  const userAnswer = JSON.stringify({
    success: true,
    user: { id: light.id, firstName: light.firstName, lastName: light.lastName, email: light.email, profileImageUrl: null },
  })
  fs.writeFileSync(staticPath('static'), userAnswer)
  // Sized after seeding (below); sirv lists its files at start, so they exist from the start.
  fs.writeFileSync(staticPath('static-blog-list'), '{}')
  fs.writeFileSync(staticPath('static-blog-article'), '{}')

  console.log('Starting the built server (fresh embedded PostgreSQL, Payload admin on)…')
  const startStarted = performance.now()
  server = await startBenchServer(dataDir)
  const startSeconds = Math.round((performance.now() - startStarted) / 100) / 10
  let base = loopbackUrl(server)

  console.log('Seeding at volume (bulk SQL)…')
  const seeded: SeedReport = await seedServer(server)
  console.log(`Seeded in ${(seeded.ms / 1000).toFixed(1)} s: ${JSON.stringify(seeded.rows)}`)

  // The blog's answers, as files of the same size; sirv reads its files' sizes at start: a restart
  // (same DATA_DIR, so the sessions below stay valid).
  fs.writeFileSync(staticPath('static-blog-list'), await (await fetch(`${base}${BLOG_LIST_PATH}`)).text())
  fs.writeFileSync(staticPath('static-blog-article'), await (await fetch(`${base}${BLOG_ARTICLE_PATH}`)).text())
  await server.stop()
  server = await startBenchServer(dataDir)
  base = loopbackUrl(server)

  const clientCookie = await logIn(server, `${base}/api/login`, { email: light.email, password: SEED_PASSWORD })
  const pageCookie = await logIn(server, `${base}/api/login`, { email: page.email, password: SEED_PASSWORD })
  const heavyCookie = await logIn(server, `${base}/api/login`, { email: heavy.email, password: SEED_PASSWORD })
  const adminCookie = await logIn(server, `${base}/api/admin/login`, { adminKey: server.adminKey })
  const editorCookie = await logIn(server, `${base}/cms-api/editors/login`, { email: EDITOR_EMAIL, password: SEED_PASSWORD })
  const headersFor: Record<Session, Record<string, string>> = {
    anonymous: {},
    // Each request carries its own client's cookie (perRequest).
    poolClients: {},
    client: { cookie: clientCookie },
    pageClient: { cookie: pageCookie },
    heavyClient: { cookie: heavyCookie },
    admin: { cookie: adminCookie },
    // As a browser in /cms sends it: Payload honours its cookie only with an Origin or Sec-Fetch-Site.
    editor: { cookie: editorCookie, 'sec-fetch-site': 'same-origin' },
  }
  const realUserAnswer = await (await fetch(`${base}/api/user`, { headers: headersFor.client })).text()
  if (realUserAnswer !== userAnswer) {
    console.warn(`Warning: /api/user answered ${realUserAnswer.length} bytes, the static file has ${userAnswer.length}:\n${realUserAnswer}`)
  }

  // BENCH_ONLY: the rows whose group, description or path has it (BENCH_ONLY=write: the writes), and the references.
  const only = process.env.BENCH_ONLY
  const selected = (row: { key?: string; group: Group; what: string; path?: string }) =>
    !only ||
    row.key === 'ceiling' ||
    row.key?.startsWith('static') ||
    `${row.group} ${row.what} ${row.path ?? PAYMENT_REQUEST}`.includes(only)
  const rows = ROWS.filter(selected)
  const writeRows = WRITE_ROWS.filter(selected)
  const paymentRows = PAYMENT_ROWS.filter((row) => selected({ ...row, group: 'write' }))
  const rowCount = rows.length + writeRows.length + paymentRows.length
  console.log(
    `\n${rowCount} rows, each ${WARMUP} s of warm-up then ${DURATION} s with ${CONNECTIONS} connections (writes: ${WRITE_CONNECTIONS}) (about ${Math.ceil((rowCount * (WARMUP + DURATION + 2)) / 60)} min)`,
  )
  const results: RowResult[] = []
  const report = (result: RowResult) => {
    results.push(result)
    console.log(
      result.problems.length > 0
        ? `!! ${result.problems.join('; ')}`
        : `${fixed(result.requestsPerSecond)} req/s, p50 ${fixed(result.latencyMs?.p50)} ms, p99 ${fixed(result.latencyMs?.p99)} ms`,
    )
  }
  for (const row of rows) {
    process.stdout.write(`  ${row.method ?? 'GET'} ${row.path}${row.as ? ` (${row.as})` : ''}… `)
    report(await measureRow(row, base, headersFor))
  }

  // The writes, after every read: the rows they add never weigh on a read's figures.
  let messageClients = 0
  if (writeRows.length + paymentRows.length > 0) {
    const db = await connectToDatabase(server)
    try {
      if (writeRows.some((row) => row.key === 'write-message')) {
        // Each client may send 60 messages an hour: enough clients for the row at a high rate.
        messageClients = Number(process.env.BENCH_MESSAGE_CLIENTS) || sessionsFor(MESSAGE_RATE_CEILING * (WARMUP + DURATION + 1))
        const loginsStarted = performance.now()
        process.stdout.write(`  logging in ${messageClients} clients for the messages… `)
        const clients = messagePoolClients(messageClients)
        const cookies = await logInClients(server, base, clients)
        messageSessions = new ClientSessions(clients.map((client, index) => ({ id: client.id, cookie: cookies[index]! })))
        console.log(`${((performance.now() - loginsStarted) / 1000).toFixed(1)} s`)
      }
      for (const row of writeRows) {
        process.stdout.write(`  ${row.method ?? 'GET'} ${row.path}${row.as ? ` (${row.as})` : ''}… `)
        report(await measureRow({ connections: WRITE_CONNECTIONS, ...row }, base, headersFor, db))
      }
      for (const row of paymentRows) {
        process.stdout.write(`  ${PAYMENT_REQUEST} (${row.existingClient ? 'existing client' : 'new buyer'})… `)
        report(await measurePayments(row, base, db))
      }
    } finally {
      await db.end()
    }
  }

  const measured = [...rows, ...writeRows, ...paymentRows.map((row) => ({ key: row.key, staticKey: undefined }))]
  const byKey = new Map(measured.map((row, index) => [row.key, results[index]]))
  const ceiling = byKey.get('ceiling')?.requestsPerSecond
  const staticRps = (index: number) => byKey.get(measured[index]!.staticKey ?? 'static')?.requestsPerSecond
  const groupTitles: Record<Group, string> = {
    reference: 'reference',
    api: '/api (product)',
    'cms-api': '/cms-api (Payload REST)',
    write: `writes (${WRITE_CONNECTIONS} connections, a fresh body from a new address each; payments: req/s is payments completed per second)`,
  }
  const printed = [
    [
      'what',
      'request',
      'as',
      'conns',
      'alone ms',
      'req/s',
      'cpu µs/req',
      'p50 ms',
      'p99 ms',
      '×ceiling',
      '×static',
      'non-2xx',
      'bytes',
      '',
    ],
    ...results.map((result, index) => [
      result.what,
      result.request,
      result.as === 'anonymous' ? '' : result.as,
      String(result.connections),
      fixed(result.aloneMs, 1),
      fixed(result.requestsPerSecond),
      fixed(result.cpuUsPerRequest),
      fixed(result.latencyMs?.p50),
      fixed(result.latencyMs?.p99),
      ratio(result.requestsPerSecond, ceiling),
      ratio(result.requestsPerSecond, staticRps(index)),
      result.non2xx === undefined ? '—' : String(result.non2xx),
      String(result.responseBytes ?? '—'),
      result.problems.length > 0 ? '!! ERRORS' : result.expectedStatus !== 200 ? `(${result.expectedStatus} expected)` : '',
    ]),
  ]
  console.log(
    `\n${os.cpus().length} CPUs, Node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per row, load average ${loadAtStart.map((l) => l.toFixed(2)).join(' ')} at start`,
  )
  let group: Group | undefined
  const lines = table(printed).split('\n')
  console.log(lines.slice(0, 2).join('\n'))
  results.forEach((result, index) => {
    if (result.group !== group) console.log(`-- ${groupTitles[(group = result.group)]}`)
    console.log(lines[index + 2])
  })

  const withEmails = results.filter((result) => result.emailsAfter && result.emailsAfter.waiting > 0)
  if (withEmails.length > 0) {
    console.log('\nEmails of the writes, sent by the queue once the row was over (the server was saturated):')
    for (const { request, emailsAfter } of withEmails) {
      console.log(
        `  ${request}: ${emailsAfter!.waiting} waiting, sent in ${fixed(emailsAfter!.sentInSeconds, 1)} s, ${fixed(emailsAfter!.cpuUsPerEmail)} µs of CPU each`,
      )
    }
  }

  const scale = SCALE_CHECKS.filter(([few, many]) => byKey.has(few) && byKey.has(many)).map(([few, many]) => {
    const a = byKey.get(few)!
    const b = byKey.get(many)!
    return {
      few: `${a.request} (${a.what})`,
      many: `${b.request} (${b.what})`,
      aloneRatio: a.aloneMs && b.aloneMs ? b.aloneMs / a.aloneMs : undefined,
      p50Ratio: a.latencyMs?.p50 && b.latencyMs?.p50 ? b.latencyMs.p50 / a.latencyMs.p50 : undefined,
      rpsRatio: a.requestsPerSecond && b.requestsPerSecond ? b.requestsPerSecond / a.requestsPerSecond : undefined,
    }
  })
  if (scale.length > 0) {
    console.log('\nCost that grows with the page, not the table (more rows behind the same page):')
    for (const check of scale) {
      console.log(
        `  ${check.many}\n    vs ${check.few}: alone ×${fixed(check.aloneRatio, 2)}, p50 ×${fixed(check.p50Ratio, 2)}, req/s ×${fixed(check.rpsRatio, 2)}`,
      )
    }
  }

  const failed = results.filter((result) => result.problems.length > 0)
  if (failed.length > 0) {
    exitCode = 1
    console.error(`\n!! ${failed.length} row(s) with errors: their figures are not to be trusted.`)
    for (const result of failed) console.error(`  ${result.request} (${result.as}): ${result.problems.join('; ')}`)
  }

  const sha = git('rev-parse', '--short', 'HEAD') || 'nogit'
  const date = new Date()
  const file = resultsFile(date, sha)
  const summary = {
    date: date.toISOString(),
    commit: sha,
    uncommittedChanges: git('status', '--porcelain', '--untracked-files=no').length > 0,
    machine: machineInfo({ loadAverageAtStart: loadAtStart, loadAverageAtEnd: os.loadavg() }),
    settings: {
      connections: CONNECTIONS,
      writeConnections: WRITE_CONNECTIONS,
      messageClients: messageClients || undefined,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      timeoutSeconds: TIMEOUT,
      loadGenerator: `autocannon, in the same machine, over loopback`,
      server: { ...SERVER_ENV, CMS_ADMIN: 'on', EMBEDDED_POSTGRES_DURABLE: 'false', nodeFlags: SERVER_NODE_FLAGS },
      staticFiles: Object.fromEntries(
        (Object.keys(STATIC_FILES) as StaticKey[]).map((key) => [
          key,
          `dist/web/${STATIC_FILES[key]} (${fs.statSync(staticPath(key)).size} bytes), served by sirv`,
        ]),
      ),
      onlyRows: only,
    },
    timings: {
      buildSeconds: built ? buildSeconds : 0,
      serverStartSeconds: startSeconds,
      seedingSeconds: seeded.ms / 1000,
      seedingSteps: seeded.steps,
      totalSeconds: Math.round((performance.now() - runStarted) / 1000),
    },
    seededRows: seeded.rows,
    rows: results,
    scaleChecks: scale,
  }
  fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`)
  console.log(`\nResults: ${file} (total ${summary.timings.totalSeconds} s, seeding ${summary.timings.seedingSeconds.toFixed(1)} s)`)
} finally {
  await cleanUp()
}
process.exit(exitCode)
