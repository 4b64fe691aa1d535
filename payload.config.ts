/** Assembles the data model: collections live in collections/, each with its access rules and hooks. */
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import { AdminSessions } from './collections/admin-sessions'
import { BlogCategories } from './collections/blog-categories'
import { BlogPosts } from './collections/blog-posts'
import { BlogTags } from './collections/blog-tags'
import { Contacts } from './collections/contacts'
import { Editors } from './collections/editors'
import { InvoiceCounters } from './collections/invoice-counters'
import { Invoices } from './collections/invoices'
import { Leads } from './collections/leads'
import { Messages } from './collections/messages'
import { Payments } from './collections/payments'
import { projectDocuments } from './collections/project-documents'
import { ProjectSteps } from './collections/project-steps'
import { Projects } from './collections/projects'
import { SupportReplies } from './collections/support-replies'
import { messageAttachments } from './collections/message-attachments'
import { LiveEvents } from './collections/live-events'
import { LiveStreamLeases } from './collections/live-stream-leases'
import { jobsCollection } from './collections/payload-jobs'
import { Users } from './collections/users'
import { blogMedia } from './collections/blog-media'
import { NewsletterSubscribers } from './collections/newsletter-subscribers'
import { blogRedirects } from './collections/redirects'
import sharp from 'sharp'
import { loadConfig } from './cms/infra/config/env'
import { safeSerializers } from './cms/infra/logging/log-safety'
import { type EmailRenderer, sendEmailTask } from './cms/infra/mail/email-queue'
import { renderQueuedEmail } from './cms/features/notifications'
import { housekeepingTasks, POLL_DUTIES } from './cms/features/housekeeping/registry'
import { POLL_DUTIES_KEY } from './cms/infra/mail/job-runner'
import { createMailTransport } from './cms/infra/mail/transport'
import { isStaff } from './collections/access/roles'
import { staffDefaults } from './collections/access/staff-defaults'
import { documentsStoragePlugins } from './cms/features/documents/s3-storage'

// Paths from the project root: the server runs from there, and this file is also bundled
// into dist/server (where its own location would mislead).
const dirname = process.cwd()
const config = loadConfig()

export default buildConfig({
  secret: config.payloadSecret,
  serverURL: config.publicUrl,
  // Cookie sessions are honoured only for requests from these origins (serverURL is added too).
  csrf: config.allowedOrigins,
  routes: { admin: '/cms', api: '/cms-api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground' },
  admin: {
    user: Editors.slug,
    // Gravatar would send editors' email hashes to a third party (and fails offline): initials instead.
    avatar: 'default',
    // Dates in French words in every list and form of /cms (« 27 novembre 2026 à 09:30 »: the fr locale names the months).
    dateFormat: "d MMMM yyyy 'à' HH:mm",
    meta: { titleSuffix: ` — ${config.business.siteName} CMS` },
    importMap: { baseDir: dirname, importMapFile: path.join(dirname, 'cms/next/app/(payload)/cms/importMap.js') },
  },
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr' },
  collections: [
    Users,
    Editors,
    Projects,
    ProjectSteps,
    projectDocuments(config.dataDir),
    Messages,
    messageAttachments(config.dataDir),
    Leads,
    Contacts,
    SupportReplies,
    Payments,
    Invoices,
    InvoiceCounters,
    BlogPosts,
    BlogCategories,
    BlogTags,
    blogMedia(config.dataDir),
    NewsletterSubscribers,
    AdminSessions,
    LiveEvents,
    LiveStreamLeases,
  ],
  editor: lexicalEditor(),
  // Resizes the blog's images at upload (collections/blog-media).
  sharp,
  // Project documents in S3_BUCKET when set (else under DATA_DIR): cms/features/documents/s3-storage.ts.
  // staffDefaults last: it sees every collection, the storage plugin's included.
  plugins: [blogRedirects, ...documentsStoragePlugins(config.documentsS3), staffDefaults],
  // The jobs queue (emails, and the nightly housekeeping: cms/features/housekeeping/registry.ts): stored in
  // PostgreSQL, run by the server (cms/infra/mail/job-runner.ts), which also queues the scheduled runs.
  // Queuing and cancelling through Payload's REST is for staff only. Running is for nobody there:
  // Payload's run endpoint would send emails without the runner's claim (sent twice, a link voided),
  // and its handle-schedules endpoint (same access) would queue runs outside the runner's lock.
  jobs: {
    tasks: [
      sendEmailTask(config.jobs.mailRetryBaseSeconds, renderQueuedEmail as EmailRenderer),
      ...housekeepingTasks({ cron: config.jobs.housekeepingCron }),
    ],
    access: { queue: ({ req }) => isStaff(req.user), run: () => false, cancel: ({ req }) => isStaff(req.user) },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => jobsCollection(defaultJobsCollection),
  },
  // What the jobs runner does on every poll besides the tasks: a scheduled article's newsletter (registry.ts).
  custom: { [POLL_DUTIES_KEY]: POLL_DUTIES },
  db: postgresAdapter({
    // DATABASE_URL is resolved by cms/infra/db/boot.ts (embedded PostgreSQL or the operator's) before Payload starts.
    pool: { connectionString: process.env.DATABASE_URL, max: 10 },
    // Schema changes only through committed migrations (cms/migrations), applied at start.
    push: false,
    migrationDir: path.join(dirname, 'cms/migrations'),
    // The Drizzle tables of Payload's schema (`npm run generate:db-schema`): the hand-written reads are typed on them.
    generateSchemaOutputFile: path.join(dirname, 'cms/infra/db/payload-schema.ts'),
  }),
  email: nodemailerAdapter({
    defaultFromAddress: config.mailFrom.replace(/^.*<|>$/g, ''),
    defaultFromName: config.business.siteName,
    transport: createMailTransport(config),
    // Next evaluates this file while it builds Payload's admin: no SMTP server to check then.
    skipVerify: process.env.NEXT_PHASE === 'phase-production-build',
  }),
  // Payload's own log lines never hold a failed query's parameters either (cms/infra/logging/log-safety.ts).
  logger: { options: { level: config.logLevel, serializers: safeSerializers } },
  telemetry: false,
  typescript: { outputFile: path.join(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
})
