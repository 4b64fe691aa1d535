/**
 * Seeds a freshly migrated, empty database at volume for `npm run bench`, in bulk SQL
 * (`INSERT … SELECT generate_series(…)`, one statement per table, one transaction):
 * 10,000 clients, 100,000 messages, 10,000 projects with their steps, 5,000 published
 * articles, 10,000 leads, contacts and payments, and one editor.
 *
 * The rows are valid for the app: every NOT NULL and enum of cms/migrations, the fields'
 * own rules (lengths, the decimal amount, a message's project belongs to its client), and a
 * real password hash so that any seeded account logs in. Payload's local strategy, as patched
 * (patches/payload+*.patch), stores an Argon2id hash (m=12 MiB, t=3, p=1, PHC string): one is
 * computed here and shared by every account. A hash of another scheme or cost would still log
 * in, but each login would then rehash it: the bench's login row would measure that instead.
 *
 * Ids are explicit (the tables must be empty), so the benchmark knows which client has
 * many rows and which has few; the sequences are moved past them at the end.
 */
import { randomBytes } from 'node:crypto'
import { hashSync } from '@node-rs/argon2'
import type pg from 'pg'
import { COMPANY_TYPES, DEFAULT_STEPS, PROJECT_TYPES } from '@/contract/projects'
import { FULL_OFFER, formatMinorAmount } from '@/contract/payments'

export const VOLUME = {
  clients: 10_000,
  messages: 100_000,
  projects: 10_000,
  articles: 5_000,
  leads: 10_000,
  contacts: 10_000,
  payments: 10_000,
  /** Client 1 owns this many projects and messages: the "many rows" case. */
  heavyClientRows: 1_000,
  /** Client 3 owns this many: exactly one page of /api/projects (20), the same page as client 1's first. */
  pageClientRows: 20,
  /** Leads 1 … premiumLeads asked for the paid offer (and have the payments); the others a guide. */
  premiumLeads: 7_500,
  categories: 5,
  tags: 10,
} as const

/** The password of every seeded account (clients and the editor). */
export const SEED_PASSWORD = 'bench-mot-de-passe'

export const clientEmail = (id: number) => `client${String(id).padStart(5, '0')}@bench.example`
export const EDITOR_EMAIL = 'editeur@bench.example'
export const paymentSessionId = (id: number) => `cs_bench_${String(id).padStart(8, '0')}`
export const articleSlug = (id: number) => `article-${String(id).padStart(5, '0')}`

/** What the benchmark reads: who has many rows, who has few. */
export const FIXTURES = {
  /** 1,000 projects and 1,000 messages (of 10,000 and 100,000). */
  heavyClient: { id: 1, email: clientEmail(1) },
  /** 1 project, about 10 messages: most clients. */
  lightClient: { id: 2, email: clientEmail(2), firstName: 'Yasmine', lastName: 'Amrani' },
  /** The light client's project (the first after client 1's and client 3's). */
  lightProject: { id: VOLUME.heavyClientRows + VOLUME.pageClientRows + 1 },
  /** 20 projects and 20 messages: one full page, as many rows as the page. */
  pageClient: { id: 3, email: clientEmail(3) },
  /** A completed local test payment of the light client, with its lead. */
  payment: { id: 2, sessionId: paymentSessionId(2) },
  /** That payment's invoice (seeded with the payment's id). */
  invoice: { id: 2 },
  article: { id: 1, slug: articleSlug(1) },
  /** The editor who signs every seeded article: the heaviest author page. */
  author: { slug: 'karim-haddad' },
  /** Clients that only log in (POST /api/login), each at most a few times. */
  loginPool: { firstId: 1_001, count: 9_000 },
  /** Clients (one project each) whose sessions send messages (POST /api/messages/{id}) and read their dashboard. */
  messagePool: { firstId: 4, count: 497 },
  /** Clients (one project each) who buy the full offer again with their account's email (no new account). */
  buyerPool: { firstId: 501, count: 500 },
} as const

const FIRST_NAMES = ['Amina', 'Karim', 'Yasmine', 'Sofiane', 'Nadia', 'Mehdi', 'Leïla', 'Rachid', 'Sarah', 'Walid', 'Inès', 'Youcef']
const LAST_NAMES = ['Benali', 'Haddad', 'Amrani', 'Bouzid', 'Cherif', 'Mansouri', 'Saidi', 'Belkacem', 'Khelifi', 'Rahmani', 'Ziani']
const SUBJECTS = [
  'Bienvenue dans votre espace client',
  'Pièces justificatives à fournir',
  'Rendez-vous chez le notaire',
  'Votre dossier avance',
  'Question sur les statuts',
  'Immatriculation confirmée',
]
const MESSAGE =
  'Bonjour, nous avons bien reçu vos documents. Un expert vérifie votre dossier et revient vers vous sous 24 heures pour la suite de la démarche. Bonne journée.'
const CONTACT_MESSAGE =
  'Bonjour, je souhaite créer une SARL et voudrais connaître les délais et les pièces à prévoir. Pouvez-vous me rappeler ? Merci.'
/**
 * The one project of seeded client `id` (4 or more, as the SQL below gives them): projects 1 … 1,000
 * are client 1's, the next 20 client 3's, then one each to clients 2, 4, 5…
 */
export const clientProjectId = (id: number) => {
  if (id < 4) throw new Error(`client ${id} has not exactly one project`)
  return VOLUME.heavyClientRows + VOLUME.pageClientRows + 1 + (id - 3)
}
/** The procedure of seeded project `id` (as the SQL below picks it), hence its number of steps. */
export const seededProjectType = (id: number) => PROJECT_TYPES[id % PROJECT_TYPES.length]

const PROJECT_STATUSES_MIX = ['pending', 'in_progress', 'in_progress', 'completed', 'paused', 'cancelled']
const CATEGORIES = ['Création d’entreprise', 'Fiscalité', 'Domiciliation', 'Gestion', 'Juridique']
const TAGS = ['Algérie', 'SARL', 'EURL', 'SAS', 'Auto-entrepreneur', 'Notaire', 'Statuts', 'Banque', 'Impôts', 'Registre du commerce']

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
})

/** A small valid Lexical document, as the demo seed writes (cms/demo/seed.ts). */
const ARTICLE_CONTENT = {
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      paragraph(
        'Créer une société demande de suivre plusieurs étapes : la réservation du nom, la rédaction des statuts, la signature chez le notaire, puis l’immatriculation au registre du commerce.',
      ),
      paragraph(
        'Une fois immatriculée, la société obtient son numéro d’identification fiscale et ouvre son compte bancaire professionnel. Nos experts vous accompagnent à chaque étape.',
      ),
      paragraph('Préparez vos pièces d’identité, un justificatif de domicile et le montant du capital avant le rendez-vous.'),
    ],
  },
}

/** The derived columns the blog-posts hooks write on every save: the sanitised HTML and the plain text. */
const ARTICLE_PARAGRAPHS = ARTICLE_CONTENT.root.children.map((node) => node.children.map((child) => child.text).join(''))
const ARTICLE_HTML = ARTICLE_PARAGRAPHS.map((text) => `<p>${text}</p>`).join('')
const ARTICLE_TEXT = ARTICLE_PARAGRAPHS.join('\n\n')

/** Payload's current local-strategy hash of `password` (the salt column is kept filled, as Payload does). */
export function payloadPasswordHash(password: string): { salt: string; hash: string } {
  const salt = randomBytes(32).toString('hex')
  const hash = hashSync(password, {
    algorithm: 2 /* Argon2id (a const enum: not importable here) */,
    memoryCost: 12288,
    timeCost: 3,
    parallelism: 1,
  })
  return { salt, hash }
}

const SERIAL_TABLES = [
  'users',
  'editors',
  'projects',
  'project_steps',
  'project_documents',
  'messages',
  'leads',
  'contacts',
  'payments',
  'invoices',
  'blog_categories',
  'blog_tags',
  'blog_posts',
  'blog_posts_rels',
]

export interface SeedReport {
  ms: number
  /** Rows per table after seeding. */
  rows: Record<string, number>
  /** Milliseconds per step. */
  steps: Record<string, number>
}

/** Seeds the volume into an empty, migrated database. Throws if a table already has rows. */
export async function seedVolume(db: pg.Client, log: (line: string) => void = () => {}): Promise<SeedReport> {
  const started = performance.now()
  const steps: Record<string, number> = {}
  const step = async (name: string, sql: string, params: unknown[] = []) => {
    const t0 = performance.now()
    const result = await db.query(sql, params)
    steps[name] = Math.round(performance.now() - t0)
    log(`  ${name}: ${result.rowCount ?? 0} rows, ${steps[name]} ms`)
  }

  for (const table of ['users', 'editors', 'projects', 'messages', 'leads', 'contacts', 'payments', 'blog_posts']) {
    const { rows } = await db.query<{ count: string }>(`SELECT count(*) FROM "${table}"`)
    if (Number(rows[0].count) > 0) throw new Error(`seedVolume needs an empty database: "${table}" has ${rows[0].count} rows`)
  }

  const t0 = performance.now()
  const { salt, hash } = payloadPasswordHash(SEED_PASSWORD)
  steps.passwordHash = Math.round(performance.now() - t0)

  const light = FIXTURES.lightClient
  const heavyRows = VOLUME.heavyClientRows
  const pageRows = VOLUME.pageClientRows
  const amount = formatMinorAmount(FULL_OFFER.amountMinor)
  /**
   * The n-th (from 0) of the other clients, 2, 4, 5, 6…: clients 1 (heavy) and 3 (one page)
   * get their rows first, the others share the rest in turn.
   */
  const otherClient = (n: string) => `(CASE WHEN (${n}) = 0 THEN 2 ELSE (${n}) + 3 END)`

  await db.query('BEGIN')
  try {
    await db.query('SET LOCAL synchronous_commit = off')

    await step(
      'editors',
      `INSERT INTO editors (id, first_name, last_name, email, salt, hash, role, slug, bio, created_at, updated_at)
       VALUES (1, 'Karim', 'Haddad', $1, $2, $3, 'staff', 'karim-haddad', 'Juriste, il accompagne les créateurs d’entreprise.', now(), now())`,
      [EDITOR_EMAIL, salt, hash],
    )

    // Clients: the light client gets a fixed name (the static JSON row copies its /api/user answer).
    await step(
      'users',
      `INSERT INTO users (id, first_name, last_name, phone, email, salt, hash, created_at, updated_at)
       SELECT g,
              CASE WHEN g = $6 THEN $7 ELSE ($1::text[])[1 + g % cardinality($1::text[])] END,
              CASE WHEN g = $6 THEN $8 ELSE ($2::text[])[1 + (g / 7) % cardinality($2::text[])] END,
              CASE WHEN g % 3 = 0 THEN NULL ELSE '+213 5' || lpad(g::text, 8, '0') END,
              'client' || lpad(g::text, 5, '0') || '@bench.example',
              $3, $4, t, t
       FROM generate_series(1, $5::int) g,
            LATERAL (SELECT now() - make_interval(days => g % 400, mins => g % 1440) AS t) ts`,
      [FIRST_NAMES, LAST_NAMES, salt, hash, VOLUME.clients, light.id, light.firstName, light.lastName],
    )

    // Projects 1 … 1,000 belong to client 1, the next 20 to client 3, the others to clients 2, 4, 5… one each.
    await step(
      'projects',
      `INSERT INTO projects (id, user_id, name, type, company_type, description, status, created_at, updated_at)
       SELECT p, u, initcap(replace(tp, '_', ' ')) || ' - dossier ' || lpad(p::text, 5, '0'), tp::enum_projects_type,
              CASE WHEN tp IN ('creation', 'modification') THEN (($3::text[])[1 + p % cardinality($3::text[])])::enum_projects_company_type END,
              CASE WHEN p % 2 = 0 THEN 'Projet de société de conseil, capital de 100 000 DA, deux associés.' END,
              (($4::text[])[1 + p % cardinality($4::text[])])::enum_projects_status,
              t, t + interval '2 days'
       FROM generate_series(1, $1::int) p,
            LATERAL (SELECT CASE WHEN p <= $5 THEN 1 WHEN p <= $5 + $6 THEN 3 ELSE ${otherClient('p - $5 - $6 - 1')} END AS u,
                            ($2::text[])[1 + p % cardinality($2::text[])] AS tp,
                            now() - make_interval(days => p % 365, mins => p % 1440) AS t) x`,
      [VOLUME.projects, PROJECT_TYPES, COMPANY_TYPES, PROJECT_STATUSES_MIX, heavyRows, pageRows],
    )
    // Each client's projects have consecutive ids: messages and payments link to them through this.
    await db.query(
      `CREATE TEMP TABLE client_projects ON COMMIT DROP AS
       SELECT user_id, min(id) AS first_id, count(*) AS n FROM projects GROUP BY user_id`,
    )
    await db.query('ALTER TABLE client_projects ADD PRIMARY KEY (user_id)')

    // Each project's default steps (contract/projects.ts), progressed according to its status.
    const stepRows = PROJECT_TYPES.flatMap((type) => DEFAULT_STEPS[type].map((name, index) => ({ type, order: index + 1, name })))
    await step(
      'project_steps',
      `WITH s AS (
         SELECT type, ord, name, count(*) OVER (PARTITION BY type) AS n
         FROM unnest($1::text[], $2::int[], $3::text[]) AS s(type, ord, name)
       )
       INSERT INTO project_steps (project_id, "order", step_name, status, completed_at, created_at, updated_at)
       SELECT p.id, s.ord, s.name, st::enum_project_steps_status,
              CASE WHEN st = 'completed' THEN p.created_at + make_interval(days => s.ord) END,
              p.created_at, p.updated_at
       FROM projects p
       JOIN s ON s.type = p.type::text,
       LATERAL (SELECT 1 + p.id % s.n AS k) k,
       LATERAL (SELECT CASE
                  WHEN p.status = 'completed' THEN 'completed'
                  WHEN p.status IN ('pending', 'draft') THEN 'pending'
                  WHEN s.ord < k.k THEN 'completed'
                  WHEN p.status = 'cancelled' THEN 'cancelled'
                  WHEN s.ord = k.k THEN 'in_progress'
                  ELSE 'pending' END AS st) x
       ORDER BY p.id, s.ord`,
      [stepRows.map((row) => row.type), stepRows.map((row) => row.order), stepRows.map((row) => row.name)],
    )

    // Two client papers per project (an identity paper, reviewed on one project in three, and another
    // document): the documents list and the counters of the project lists read them. No files behind.
    await step(
      'project_documents',
      `INSERT INTO project_documents (project_id, user_id, kind, "from", status, filename, mime_type, filesize, created_at, updated_at)
       SELECT p.id, p.user_id, d.kind::enum_project_documents_kind, 'client',
              (CASE WHEN d.kind = 'identity' AND p.id % 3 = 0 THEN 'accepted' ELSE 'submitted' END)::enum_project_documents_status,
              'bench-' || p.id || '-' || d.kind || '.pdf', 'application/pdf', 48213,
              p.created_at + interval '1 hour', p.created_at + interval '1 hour'
       FROM projects p CROSS JOIN (VALUES ('identity'), ('other')) AS d(kind)
       ORDER BY p.id, d.kind`,
    )

    // Messages 1 … 1,000 to client 1, the next 20 to client 3, the others spread over clients 2, 4, 5…
    // (about 10 each); half of them name one of their client's projects.
    await step(
      'messages',
      `INSERT INTO messages (user_id, subject, content, from_admin, is_read, project_id, created_at, updated_at)
       SELECT x.u, ($2::text[])[1 + g % cardinality($2::text[])], $3, g % 3 <> 0, g % 4 <> 0,
              CASE WHEN g % 2 = 0 THEN cp.first_id + g % cp.n END,
              x.t, x.t
       FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT CASE WHEN g <= $4 THEN 1 WHEN g <= $4 + $5 THEN 3
                                       ELSE ${otherClient('(g - $4 - $5 - 1) % ($6::int - 2)')} END AS u,
                                  now() - make_interval(days => g % 180, mins => g % 1440) AS t) x
       LEFT JOIN client_projects cp ON cp.user_id = x.u`,
      [VOLUME.messages, SUBJECTS, MESSAGE, heavyRows, pageRows, VOLUME.clients],
    )

    // Leads: the first ones asked for the paid offer (lead n is client n's, same email), the rest for the guide.
    await step(
      'leads',
      `INSERT INTO leads (id, nom_complet, email, telephone, offre, type, converted_at, created_at, updated_at)
       SELECT g, u.first_name || ' ' || u.last_name,
              CASE WHEN g <= $2 THEN u.email ELSE 'prospect' || lpad(g::text, 5, '0') || '@bench.example' END,
              '+213 6' || lpad(g::text, 8, '0'),
              (CASE WHEN g <= $2 THEN 'premium' ELSE 'guide' END)::enum_leads_offre,
              (CASE WHEN g <= $2 THEN 'lead_request' ELSE 'guide_request' END)::enum_leads_type,
              CASE WHEN g <= $2 AND g % 10 <> 0 THEN u.created_at END,
              u.created_at - interval '1 hour', u.created_at - interval '1 hour'
       FROM generate_series(1, $1::int) g
       JOIN users u ON u.id = 1 + (g - 1) % $3`,
      [VOLUME.leads, VOLUME.premiumLeads, VOLUME.clients],
    )

    // Payments: payment n is lead ((n - 1) mod 7,500) + 1's checkout. The first one of a premium
    // lead (n ≤ 7,500) is completed unless n is a multiple of 10 (then pending, failed, cancelled
    // or refunded); the later ones are abandoned retries (failed or cancelled).
    await step(
      'payments',
      `INSERT INTO payments (id, amount, currency, status, paid_at, provider, provider_session_id, provider_payment_id,
                             terms_accepted_at, lead_id, user_id, project_id, created_at, updated_at)
       SELECT g, $2, 'EUR', st::enum_payments_status,
              CASE WHEN st IN ('completed', 'refunded') THEN l.created_at + interval '5 minutes' END,
              pr::enum_payments_provider,
              'cs_bench_' || lpad(g::text, 8, '0'),
              CASE WHEN pr = 'stripe' AND st IN ('completed', 'refunded') THEN 'pi_bench_' || lpad(g::text, 8, '0') END,
              l.created_at, l.id,
              CASE WHEN st IN ('completed', 'refunded') THEN l.id END,
              CASE WHEN st IN ('completed', 'refunded') THEN cp.first_id END,
              l.created_at, l.created_at + interval '5 minutes'
       FROM generate_series(1, $1::int) g
       JOIN leads l ON l.id = 1 + (g - 1) % $3
       LEFT JOIN client_projects cp ON cp.user_id = l.id,
       LATERAL (SELECT CASE
                  WHEN g > $3 THEN (ARRAY['failed', 'cancelled'])[1 + g % 2]
                  WHEN g % 10 <> 0 THEN 'completed'
                  ELSE (ARRAY['pending', 'failed', 'cancelled', 'refunded'])[1 + (g / 10) % 4] END AS st,
                       CASE WHEN g % 3 = 0 THEN 'stripe' ELSE 'local' END AS pr) x`,
      [VOLUME.payments, amount, VOLUME.premiumLeads],
    )

    // Invoices: one per paid payment (its id is the payment's), numbered in 2025 so the benchmark's new
    // purchases, numbered by the counter in the current year, never meet them.
    await step(
      'invoices',
      `INSERT INTO invoices (id, number, kind, issued_at, payment_id, user_id, amount, currency, seller, buyer, lines, paid_at,
                             payment_method, created_at, updated_at)
       SELECT p.id, 'F-2025-' || lpad(p.id::text, 6, '0'), 'invoice', p.paid_at, p.id, p.user_id, p.amount, p.currency,
              $1::jsonb, jsonb_build_object('name', l.nom_complet, 'email', l.email),
              jsonb_build_array(jsonb_build_object('label', 'Création d’entreprise — service complet', 'quantity', 1,
                                                   'unitPrice', p.amount, 'total', p.amount)),
              p.paid_at, 'paiement de test (aucun paiement réel)', p.paid_at, p.paid_at
       FROM payments p JOIN leads l ON l.id = p.lead_id
       WHERE p.paid_at IS NOT NULL AND p.user_id IS NOT NULL`,
      [
        JSON.stringify({
          name: 'Camille Martin (EI)',
          address: '12 rue de la Paix, 75002 Paris',
          siren: '123 456 789',
          siret: '123 456 789 00012',
          vatMention: 'TVA non applicable, art. 293 B du CGI',
          email: 'contact@example.com',
        }),
      ],
    )

    await step(
      'contacts',
      `INSERT INTO contacts (first_name, last_name, email, phone, company, message, created_at, updated_at)
       SELECT ($2::text[])[1 + g % cardinality($2::text[])],
              CASE WHEN g % 5 = 0 THEN NULL ELSE ($3::text[])[1 + (g / 3) % cardinality($3::text[])] END,
              'contact' || lpad(g::text, 5, '0') || '@bench.example',
              CASE WHEN g % 2 = 0 THEN '+213 7' || lpad(g::text, 8, '0') END,
              CASE WHEN g % 4 = 0 THEN 'Société ' || g END,
              $4, t, t
       FROM generate_series(1, $1::int) g,
            LATERAL (SELECT now() - make_interval(days => g % 365, mins => g % 1440) AS t) x`,
      [VOLUME.contacts, FIRST_NAMES, LAST_NAMES, CONTACT_MESSAGE],
    )

    await step(
      'blog_categories',
      `INSERT INTO blog_categories (id, name, slug, description, created_at, updated_at)
       SELECT i, name, 'categorie-' || i, 'Articles : ' || name, now(), now()
       FROM unnest($1::text[]) WITH ORDINALITY AS c(name, i)`,
      [CATEGORIES],
    )
    await step(
      'blog_tags',
      `INSERT INTO blog_tags (id, name, slug, created_at, updated_at)
       SELECT i, name, 'tag-' || i, now(), now()
       FROM unnest($1::text[]) WITH ORDINALITY AS t(name, i)`,
      [TAGS],
    )
    await step(
      'blog_posts',
      `INSERT INTO blog_posts (id, title, slug, excerpt, content, content_html, content_text, category_id, meta_title, meta_description, status,
                               published_at, reading_time_minutes, view_count, author_id, created_at, updated_at)
       SELECT g, 'Créer son entreprise, guide n° ' || g, 'article-' || lpad(g::text, 5, '0'),
              'Les étapes clés, les pièces à prévoir et les délais, expliqués simplement.', $2::jsonb, $4, $5,
              1 + g % $3, 'Guide n° ' || g || ' de la création d’entreprise',
              'Les étapes pour créer votre société, pas à pas.', 'published', t, 3 + g % 6, g % 1000, 1, t, t
       FROM generate_series(1, $1::int) g,
            LATERAL (SELECT now() - make_interval(hours => g * 3) AS t) x`,
      [VOLUME.articles, JSON.stringify(ARTICLE_CONTENT), CATEGORIES.length, ARTICLE_HTML, ARTICLE_TEXT],
    )
    await step(
      'blog_posts_rels',
      `INSERT INTO blog_posts_rels ("order", parent_id, path, blog_tags_id)
       SELECT o, g, 'tags', 1 + (g + o) % $2
       FROM generate_series(1, $1::int) g, generate_series(1, 2) o
       ORDER BY g, o`,
      [VOLUME.articles, TAGS.length],
    )

    for (const table of SERIAL_TABLES) {
      await db.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT max(id) FROM "${table}"))`)
    }
    const t1 = performance.now()
    await db.query('COMMIT')
    steps.commit = Math.round(performance.now() - t1)
  } catch (error) {
    await db.query('ROLLBACK')
    throw error
  }

  // Fresh statistics, so the planner sees 100,000 messages rather than an empty table, and
  // autovacuum does not start analysing in the middle of a measurement.
  const t2 = performance.now()
  await db.query('VACUUM ANALYZE')
  steps.vacuumAnalyze = Math.round(performance.now() - t2)
  log(`  VACUUM ANALYZE: ${steps.vacuumAnalyze} ms`)

  const rows: Record<string, number> = {}
  for (const table of [...SERIAL_TABLES, 'users_sessions']) {
    const { rows: counted } = await db.query<{ count: string }>(`SELECT count(*) FROM "${table}"`)
    rows[table] = Number(counted[0].count)
  }
  return { ms: Math.round(performance.now() - started), rows, steps }
}
