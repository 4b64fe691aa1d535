/**
 * Email goes through Payload's jobs queue (stored in PostgreSQL, run by the server
 * process): the request that causes an email only writes a job; a task renders and sends
 * it, retried with exponential backoff while the transport fails, and a job survives a
 * restart. Outbox mode (no SMTP_URL) is just another transport.
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { type AppConfig, loadConfig } from '../config/env'
import { payload_jobs } from '../db/payload-schema'
import { drizzleFor } from '../db/transaction'
import { metricsOf } from '../metrics/metrics-of'
import { activeJobRunner } from './job-runner'
import type { EmailContent } from './layout'
import { createMailTransport } from './transport'

/** A queued email: its kind and the data its renderer needs (the catalogue: features/notifications). */
export type EmailJob = {
  kind: string
  to: string
}

export interface Attachment {
  filename: string
  content: Buffer
  contentType: string
}

export interface RenderedEmail {
  content: EmailContent
  replyTo?: string
  attachments?: Attachment[]
  /** Extra headers, e.g. a newsletter's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>
}

export interface RenderContext {
  payload: Payload
  config: AppConfig
}

/** Renders a queued email when its job runs; null: nothing to send any more (e.g. the account was deleted). */
export type EmailRenderer = (email: EmailJob, context: RenderContext) => Promise<RenderedEmail | null>

export const SEND_EMAIL_TASK = 'send-email'

/** About 8.5 hours of retries with the default 30 s base: 30 s, 1 min, 2 min … 4 h 16. */
export const SEND_ATTEMPTS = 10

type SendEmailIO = { input: { email: EmailJob }; output: { sent: boolean } }

export function sendEmailTask(retryBaseSeconds: number, render: EmailRenderer): TaskConfig<SendEmailIO> {
  return {
    slug: SEND_EMAIL_TASK,
    label: 'Envoi d’un email',
    inputSchema: [{ name: 'email', type: 'json', required: true }],
    retries: { attempts: SEND_ATTEMPTS, backoff: { type: 'exponential', delay: retryBaseSeconds * 1000 } },
    handler: async ({ input, req }) => {
      const { email } = input
      const config = loadConfig()
      // Each attempt's outcome, in this instance's metrics (the runner only sees whether Payload's run broke).
      const sends = metricsOf(req.payload)?.emailSends
      try {
        const rendered = await render(email, { payload: req.payload, config })
        if (!rendered) {
          req.payload.logger.info({ kind: email.kind }, 'Email no longer needed; not sent')
          sends?.inc({ outcome: 'not_needed' })
          return { output: { sent: false } }
        }
        // A failure throws: the job is retried after the backoff, and the error is kept on the job.
        await createMailTransport(config).sendMail({
          from: config.mailFrom,
          to: email.to,
          replyTo: rendered.replyTo,
          ...rendered.content,
          attachments: rendered.attachments,
          headers: rendered.headers,
        })
      } catch (error) {
        sends?.inc({ outcome: 'failed' })
        throw error
      }
      sends?.inc({ outcome: 'sent' })
      return { output: { sent: true } }
    },
  }
}

/**
 * Queues one email. With `req` inside a transaction, the job is written in that transaction
 * (it exists only if the change that caused it is committed); then call `deliverQueuedEmails`
 * after the commit. Without `req`, delivery starts at once in the background.
 */
export async function enqueueEmail(
  payload: Payload,
  email: EmailJob,
  options: { req?: PayloadRequest; /** Not before (ISO): a digest waits for its window's end. */ waitUntil?: string } = {},
): Promise<number | string> {
  // The row Payload's jobs.queue writes (task, input, default queue), in one INSERT: its Local API
  // would read the job back and run the collection's machinery, a third of a guide request's time.
  const db = await drizzleFor(payload, options.req)
  const [job] = await db
    .insert(payload_jobs)
    .values({ taskSlug: SEND_EMAIL_TASK, input: { email }, queue: 'default', waitUntil: options.waitUntil ?? null })
    .returning({ id: payload_jobs.id })
  if (!job) throw new Error('Email job not written')
  if (!options.req && !options.waitUntil) deliverQueuedEmails([job.id])
  return job.id
}

/** Runs the given jobs now, in the background (the server's runner would pick them up anyway). */
export function deliverQueuedEmails(jobIds: (number | string)[]): void {
  activeJobRunner()?.runNow(jobIds)
}
