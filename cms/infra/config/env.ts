/**
 * Configuration from the environment (DESIGN.md, Configuration), validated once at start.
 * Secrets missing in development are generated once and kept under DATA_DIR; in
 * production (NODE_ENV=production as given by the operator) a missing or weak secret
 * stops the server with a clear message.
 */
import path from 'node:path'
import { z } from '@/contract/zod'
import { CHARGILY_MIN_AMOUNT_DZD, DEFAULT_OFFER_PRICE_DZD, FULL_OFFER, OFFER_PRICE_DZD_MAX } from '@/contract/payments'
import { loadOrCreateLocalSecrets } from './local-secrets'

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const envSchema = z.object({
  NODE_ENV: optionalString,
  /**
   * NODE_ENV as the operator gave it, kept by cms/server.ts before it sets NODE_ENV for the libraries:
   * Next's bundle evaluates this configuration again later in the process and must judge the same.
   */
  OPERATOR_NODE_ENV: optionalString,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  PAYLOAD_SECRET: optionalString,
  ADMIN_KEY: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID: optionalString,
  /** Another address for Stripe's API (a local stand-in that speaks its protocol, in tests). */
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  /** Chargily Pay (EDAHABIA, CIB in dinars): the API secret key, which also signs its webhooks. */
  CHARGILY_SECRET_KEY: optionalString,
  CHARGILY_MODE: z.enum(['test', 'live'], { error: 'CHARGILY_MODE : test ou live' }).default('test'),
  /** Another address for Chargily's API (a local stand-in, in tests and development only). */
  CHARGILY_API_URL: optionalString.pipe(z.url().optional()),
  /** The full offer's price in whole dinars (Chargily takes integer dinars), TTC. */
  OFFER_PRICE_DZD: z.coerce
    .number({ error: 'OFFER_PRICE_DZD : un nombre entier de dinars' })
    .int('OFFER_PRICE_DZD : un nombre entier de dinars')
    .min(CHARGILY_MIN_AMOUNT_DZD, `OFFER_PRICE_DZD : au moins ${CHARGILY_MIN_AMOUNT_DZD} DA`)
    .max(OFFER_PRICE_DZD_MAX, `OFFER_PRICE_DZD : au plus ${OFFER_PRICE_DZD_MAX} DA`)
    .default(DEFAULT_OFFER_PRICE_DZD),
  SITE_NAME: z.string().default('Lance ta Boîte'),
  CONTACT_EMAIL: z.email().default('contact@lancetaboite.example'),
  CONTACT_PHONE: z.string().default('+33 1 84 80 00 00'),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{6,15}$/, 'WHATSAPP_NUMBER : chiffres seulement, indicatif compris')
    .default('33184800000'),
  OPERATOR_NAME: z.string().default('Lance ta Boîte, micro-entreprise'),
  OPERATOR_ADDRESS: z.string().default('10 rue de la Paix, 75002 Paris, France'),
  OPERATOR_SIRET: z.string().default('000 000 000 00000'),
  /** Where the team is told of what needs it (a client's message, document or payment; a contact; a request). Default: CONTACT_EMAIL. */
  SUPPORT_EMAIL: z.email().optional(),
  /** Set: one digest of those events every this many minutes, instead of one email each. */
  SUPPORT_DIGEST_MINUTES: z.coerce.number().int().min(5).max(1440).optional(),
  /** The VAT line of every invoice and credit note: a micro-entrepreneur in « franchise en base » by default. */
  INVOICE_VAT_MENTION: z.string().min(1).default('TVA non applicable, art. 293 B du CGI'),
  HOSTING_PROVIDER: z.string().default('Hébergeur cloud (Union européenne)'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Number of proxies in front of the server (for client IPs in rate limits). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** How long the back-office's counters over whole tables are kept (cms/features/overview/admin/staff-counters.ts); 0: never. */
  COUNTERS_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** Live streams (GET /api/events, cms/features/live): a heartbeat every this many seconds; the session is checked again at each. */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().min(0.2).max(120).default(20),
  /** Seed the demo client, editor and content into a new database (default: on outside production). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** First retry delay of a failed email (doubles at each attempt). */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How often the server looks for queued jobs that are due (emails to retry). */
  JOBS_POLL_SECONDS: z.coerce.number().int().min(1).max(59).default(10),
  /** After SIGTERM, how long the server keeps answering while the readiness probe says 503 (the balancer stops sending meanwhile). */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(5),
  /** One cron for every housekeeping job instead of their nightly ones (cms/features/housekeeping/registry.ts). */
  HOUSEKEEPING_CRON: optionalString.pipe(
    z
      .string()
      .regex(/^\S+(\s+\S+){4,5}$/, 'HOUSEKEEPING_CRON\u00a0: une expression cron de 5 ou 6 champs (ex. 0 3 * * *)')
      .optional(),
  ),
  /** Project documents in an S3-compatible store (shared by several instances) instead of DATA_DIR. */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Path-style addresses (bucket in the path): MinIO, s3rver and most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Opens GET /metrics on the public port to a scraper sending `Authorization: Bearer <token>` (cms/infra/metrics). */
  METRICS_TOKEN: optionalString,
  /** Serves /metrics on this port only (bound to HOST), never on the public one. */
  METRICS_PORT: optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: 'METRICS_PORT : un numéro de port' })
      .int('METRICS_PORT : un numéro de port')
      .min(1, 'METRICS_PORT : un numéro de port (1 à 65535)')
      .max(65535, 'METRICS_PORT : un numéro de port (1 à 65535)')
      .optional(),
  ),
})

export type AppConfig = ReturnType<typeof buildConfig>

const WEAK_SECRETS = new Set(['secret', 'changeme', 'change-me', 'password', 'admin', 'test', 'dev'])

function isWeak(secret: string, minLength: number): boolean {
  return secret.length < minLength || WEAK_SECRETS.has(secret.toLowerCase()) || new Set(secret).size < 8
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/**
 * Origins whose requests may write with a session cookie (our /api check and Payload's csrf
 * list). Outside production, a loopback PUBLIC_URL also accepts the other loopback spellings
 * on the same port: a newcomer opening http://127.0.0.1:3000 must be able to log in.
 */
function allowedOriginsFor(publicUrl: string, production: boolean): string[] {
  const url = new URL(publicUrl)
  if (production || !LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin]
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
}

function buildConfig(env: z.infer<typeof envSchema>) {
  const production = (env.OPERATOR_NODE_ENV ?? env.NODE_ENV) === 'production'
  const dataDir = path.resolve(env.DATA_DIR)
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '')

  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    throw new ConfigError(`Configuration invalide : METRICS_PORT (${env.METRICS_PORT}) doit différer de PORT, qui sert le site public.`)
  }

  let payloadSecret = env.PAYLOAD_SECRET
  let adminKey = env.ADMIN_KEY
  let generated: ReturnType<typeof loadOrCreateLocalSecrets> | undefined
  if (production) {
    const problems: string[] = []
    if (!payloadSecret || isWeak(payloadSecret, 32)) problems.push('PAYLOAD_SECRET (32 caractères aléatoires au moins)')
    if (!adminKey || isWeak(adminKey, 24)) problems.push('ADMIN_KEY (24 caractères aléatoires au moins)')
    if (!env.DATABASE_URL) problems.push('DATABASE_URL (PostgreSQL 14+ en production)')
    // Optional, but a short one would let anyone guess their way to the server's internals.
    if (env.METRICS_TOKEN && isWeak(env.METRICS_TOKEN, 24)) problems.push('METRICS_TOKEN (24 caractères aléatoires au moins)')
    if (problems.length > 0) {
      throw new ConfigError(`Configuration de production refusée : ${problems.join(' ; ')} manquant ou trop faible.`)
    }
    // Without SMTP the emails (set-password and reset links, receipts) would only land in
    // DATA_DIR/outbox, on the server's disk: no client would get them.
    if (!env.SMTP_URL) {
      throw new ConfigError(
        'Configuration de production refusée\u00a0: SMTP_URL manquant (ex. smtps://utilisateur:motdepasse@hôte:465). Sans serveur SMTP, les emails resteraient dans DATA_DIR/outbox et aucun client ne les recevrait.',
      )
    }
    // Chargily's test mode or a stand-in takes no real money: in production that would be free orders.
    if (env.CHARGILY_SECRET_KEY && (env.CHARGILY_MODE !== 'live' || env.CHARGILY_API_URL)) {
      throw new ConfigError('Configuration de production refusée : Chargily Pay exige CHARGILY_MODE=live et pas de CHARGILY_API_URL.')
    }
  } else {
    generated = loadOrCreateLocalSecrets(dataDir)
    payloadSecret ??= generated.payloadSecret
    adminKey ??= generated.adminKey
  }

  return {
    production,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    allowedOrigins: allowedOriginsFor(publicUrl, production),
    secureCookies: publicUrl.startsWith('https://'),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    payloadSecret: payloadSecret!,
    adminKey: adminKey!,
    /** Local-only secrets (embedded PostgreSQL password, demo editor password). */
    localSecrets: generated,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.SITE_NAME} <${env.CONTACT_EMAIL}>`,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      priceId: env.STRIPE_PRICE_ID,
      apiUrl: env.STRIPE_API_URL,
    },
    chargily: {
      secretKey: env.CHARGILY_SECRET_KEY,
      mode: env.CHARGILY_MODE,
      apiUrl: env.CHARGILY_API_URL,
    },
    /** The full offer's price per currency, in minor units (the DZD one from OFFER_PRICE_DZD, in dinars). */
    offerPrices: { EUR: FULL_OFFER.amountMinor, DZD: env.OFFER_PRICE_DZD * 100 },
    support: {
      email: env.SUPPORT_EMAIL ?? env.CONTACT_EMAIL,
      digestMinutes: env.SUPPORT_DIGEST_MINUTES ?? null,
    },
    business: {
      siteName: env.SITE_NAME,
      contactEmail: env.CONTACT_EMAIL,
      contactPhone: env.CONTACT_PHONE,
      whatsappNumber: env.WHATSAPP_NUMBER,
      operatorName: env.OPERATOR_NAME,
      operatorAddress: env.OPERATOR_ADDRESS,
      operatorSiret: env.OPERATOR_SIRET,
      invoiceVatMention: env.INVOICE_VAT_MENTION,
      hostingProvider: env.HOSTING_PROVIDER,
    },
    jobs: {
      mailRetryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS,
      pollSeconds: env.JOBS_POLL_SECONDS,
      housekeepingCron: env.HOUSEKEEPING_CRON,
    },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    countersCacheMs: env.COUNTERS_CACHE_SECONDS * 1000,
    shutdownDelayMs: env.SHUTDOWN_DELAY_SECONDS * 1000,
    liveHeartbeatMs: Math.round(env.LIVE_HEARTBEAT_SECONDS * 1000),
    /** GET /metrics (cms/infra/metrics/metrics-endpoint.ts): on the public port with the token, or on a port of its own. */
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !production,
    /** Where project documents live: DATA_DIR (null) or this S3 bucket. */
    documentsS3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          // Unset keys: the AWS SDK's own chain (environment, instance role).
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : null,
  }
}

export class ConfigError extends Error {}

let cached: AppConfig | undefined

/** Reads and validates the environment once; later calls return the same object. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  if (cached && source === process.env) return cached
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
    throw new ConfigError(`Configuration invalide : ${details}`)
  }
  const config = buildConfig(parsed.data)
  if (source === process.env) cached = config
  return config
}

/** DATA_DIR alone, without generating secrets there: a restore places the backup's own first. */
export function dataDirFrom(source: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(envSchema.shape.DATA_DIR.parse(source.DATA_DIR))
}
