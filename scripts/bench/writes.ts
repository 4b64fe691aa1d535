/**
 * Fresh, valid bodies for the writes the benchmark sends (run.ts's write rows, soak.ts's mix),
 * each from a client address never used before in the run: the server trusts X-Forwarded-For
 * (TRUST_PROXY=1), so the per-address rate limits (cms/infra/http/rate-limit.ts) never trigger and
 * the write itself is measured, not the limiter. The per-client limit of messages is met by
 * spreading them over many clients' sessions (ClientSessions).
 */
import { RATE_LIMITS } from '@/cms/infra/http/rate-limit'
import { FULL_OFFER } from '@/contract/payments'
import { clientEmail, clientProjectId, FIXTURES, SEED_PASSWORD } from './seed-volume'

export interface FreshRequest {
  /** Another path than the row's (a message goes to its client's thread). */
  path?: string
  body: string
  headers: Record<string, string>
}

let addresses = 0
/** A client address not used before in this run: 10.x.y.z from a counter (16 million of them). */
export function clientAddress(): string {
  const n = addresses++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

let sequence = 0
/** Distinct email addresses: one number per body, over the whole run. */
const nextNumber = () => ++sequence

/** A browser's POST from the site itself (the Origin the server checks on writes), from a new address. */
function post(origin: string, body: unknown, headers: Record<string, string> = {}): FreshRequest {
  return {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': clientAddress(), ...headers },
  }
}

/** POST /api/save-lead: a free guide's request (contract/lead-funnel.ts saveLeadSchema). */
export function guideRequest(origin: string): FreshRequest {
  const n = nextNumber()
  return post(origin, {
    nomComplet: 'Amina Benali',
    email: `guide-${n}@bench.example`,
    telephone: '+213 0550123456',
    offre: 'guide',
    type: 'guide_request',
  })
}

/** POST /api/contacts: the public contact form (contract/contacts.ts). */
export function contactRequest(origin: string): FreshRequest {
  const n = nextNumber()
  return post(origin, {
    firstName: 'Sofiane',
    lastName: 'Haddad',
    email: `contact-${n}@bench.example`,
    phone: '+213 550 12 34 56',
    company: 'Haddad Conseil',
    message: 'Bonjour, je souhaite créer une SARL à Alger : quels sont les délais et les pièces à prévoir ? Merci.',
  })
}

/** POST /api/newsletter: a new reader's signup (a pending address, its confirmation email queued). */
export function newsletterRequest(origin: string): FreshRequest {
  return post(origin, { email: `lecteur-${nextNumber()}@bench.example` })
}

/** POST /api/register: a new client account (contract/auth.ts registerSchema). */
export function registerRequest(origin: string): FreshRequest {
  const n = nextNumber()
  return post(origin, { firstName: 'Nadia', lastName: 'Mansouri', email: `inscrit-${n}@bench.example`, password: SEED_PASSWORD })
}

/** The first seeded creation (seed-volume.ts gives project `id` the type PROJECT_TYPES[id % 4]). */
export const QUESTIONNAIRE_PROJECT_ID = 4

/**
 * PUT /api/projects/{id}/questionnaire from the back-office: a draft of the company questionnaire
 * (contract/questionnaire.ts), another city each time; the project's row is written, no row added.
 */
export function questionnaireDraftRequest(origin: string): FreshRequest {
  const n = nextNumber()
  return post(origin, {
    country: 'DZ',
    city: `Oran ${n}`,
    legalForm: 'sarl',
    activity: 'Import et distribution de matériel médical',
    companyNames: ['Atlas Médical', 'Oran Santé'],
    partners: [
      { firstName: 'Amel', lastName: 'Benali', share: 60 },
      { firstName: 'Karim', lastName: 'Haddad', share: 40 },
    ],
    submit: false,
  })
}

let logins = 0
/** POST /api/login, each time as another seeded client of the login pool (9,000 in turn). */
export function loginRequest(origin: string): FreshRequest {
  const n = logins++
  const email = clientEmail(FIXTURES.loginPool.firstId + (n % FIXTURES.loginPool.count))
  return post(origin, { email, password: SEED_PASSWORD })
}

export interface ClientSession {
  id: number
  cookie: string
}

/**
 * Logged-in clients of the message pool, taken in turn. A client may send 60 messages an hour
 * (RATE_LIMITS.messagePerClient): `overBudget` says when more were sent than the sessions allow,
 * i.e. when the measurement started to meet that limit.
 */
export class ClientSessions {
  static readonly budget = RATE_LIMITS.messagePerClient.points
  private used = 0

  constructor(readonly sessions: ClientSession[]) {
    if (sessions.length === 0) throw new Error('ClientSessions needs at least one session')
  }

  /** The next session in turn, for a message (counted against the budget). */
  nextWriter(): ClientSession {
    return this.sessions[this.used++ % this.sessions.length]!
  }

  /** Any session, for a read (not counted). */
  reader(n: number): ClientSession {
    return this.sessions[n % this.sessions.length]!
  }

  get messagesSent() {
    return this.used
  }

  get overBudget() {
    return this.used > this.sessions.length * ClientSessions.budget
  }
}

/** How many message-pool clients can send `messages` messages without meeting the per-client limit. */
export const sessionsFor = (messages: number) => Math.min(FIXTURES.messagePool.count, Math.ceil(messages / ClientSessions.budget))

/** The message pool's clients (the login's email and password), the first `count` of them. */
export const messagePoolClients = (count: number) =>
  Array.from({ length: Math.min(count, FIXTURES.messagePool.count) }, (_, i) => {
    const id = FIXTURES.messagePool.firstId + i
    return { id, email: clientEmail(id), password: SEED_PASSWORD }
  })

/** POST /api/messages/{id}: a client's message to support about its project (contract/messages.ts). */
export function messageRequest(origin: string, session: ClientSession): FreshRequest {
  const n = nextNumber()
  return {
    path: `/api/messages/${session.id}`,
    ...post(
      origin,
      {
        subject: 'Question sur mon dossier',
        content: `Bonjour, où en est l’immatriculation de ma société ? J’ai envoyé les pièces demandées (message ${n}).`,
        projectId: clientProjectId(session.id),
      },
      { cookie: session.cookie },
    ),
  }
}

let buyers = 0
/**
 * POST /api/create-payment-session: the funnel's full offer (contract/lead-funnel.ts). A new buyer
 * (an account is created when the payment completes), or, with `existingClient`, a seeded client of
 * the buyers' pool (the account exists: no password to hash).
 */
export function checkoutRequest(origin: string, existingClient = false): FreshRequest {
  const n = nextNumber()
  const email = existingClient
    ? clientEmail(FIXTURES.buyerPool.firstId + (buyers++ % FIXTURES.buyerPool.count))
    : `acheteur-${n}@bench.example`
  const formData = { nomComplet: 'Karim Haddad', email, telephone: '+33 0612345678', offre: 'complet' }
  return post(origin, {
    priceId: 'price_business_creation_complete',
    metadata: { service: FULL_OFFER.service, formData: JSON.stringify(formData) },
    consents: { terms: true, immediateStart: true },
  })
}

/**
 * POST /api/admin/payments/{id}/refund: one euro given back on a seeded paid payment of the local
 * test provider (no provider to call), taken in turn so that refunds lock different payments, as
 * staff working through a list do. Each such payment (997 EUR) bears hundreds of these.
 */
export function refundRequest(origin: string, paymentId: number): FreshRequest {
  return {
    path: `/api/admin/payments/${paymentId}/refund`,
    ...post(origin, { amount: '1.00', reason: `Geste commercial ${nextNumber()}` }),
  }
}

/** The seeded payments a refund may take (seed-volume.ts: paid, by the local provider), in turn. */
export function refundablePayments(premiumLeads: number): () => number {
  const ids = Array.from({ length: premiumLeads }, (_, index) => index + 1).filter((id) => id % 10 !== 0 && id % 3 !== 0)
  let next = 0
  return () => ids[next++ % ids.length]!
}
