/**
 * Every email the product sends, by kind. A queued email stores only its kind and the data
 * needed to render it (never a rendered reset link: tokens are issued when the task runs,
 * so no secret sits in the jobs table). The task renders it, then sends it.
 */
import type { Payload } from 'payload'
import type { AppConfig } from '../config/env'
import { RESET_LINK_MINUTES } from '../auth/reset-links'
import type { EmailContent } from './templates/layout'
import { newContactEmail, type NewContactInput } from './templates/new-contact'
import { passwordResetEmail } from './templates/password-reset'
import { welcomeEmail } from './templates/welcome'

export interface Attachment {
  filename: string
  content: Buffer
  contentType: string
}

export type QueuedEmail =
  | { kind: 'welcome'; to: string; firstName: string }
  | { kind: 'password-reset'; to: string; userId: number }
  | { kind: 'new-contact'; to: string; replyTo: string; contact: Omit<NewContactInput, 'siteName'> }

export type EmailKind = QueuedEmail['kind']

export interface RenderedEmail {
  content: EmailContent
  replyTo?: string
  attachments?: Attachment[]
}

export interface RenderContext {
  payload: Payload
  config: AppConfig
}

/** A password-reset token for the account, issued now (Payload stores it on the account). */
export async function issueResetToken(payload: Payload, email: string, minutes: number): Promise<string | null> {
  return payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
    expiration: minutes * 60 * 1000,
  })
}

type Renderers = { [K in EmailKind]: (email: Extract<QueuedEmail, { kind: K }>, context: RenderContext) => Promise<RenderedEmail | null> }

/** null: nothing to send any more (e.g. the account was deleted meanwhile). */
const renderers: Renderers = {
  async welcome(email, { config }) {
    return {
      content: welcomeEmail({ siteName: config.business.siteName, firstName: email.firstName, loginUrl: `${config.publicUrl}/login` }),
    }
  },
  async 'password-reset'(email, { payload, config }) {
    const user = await payload.findByID({ collection: 'users', id: email.userId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!user) return null
    const token = await issueResetToken(payload, user.email, RESET_LINK_MINUTES)
    if (!token) return null
    return {
      content: passwordResetEmail({
        siteName: config.business.siteName,
        firstName: user.firstName,
        resetUrl: `${config.publicUrl}/reinitialiser-mot-de-passe?token=${encodeURIComponent(token)}`,
        validForMinutes: RESET_LINK_MINUTES,
      }),
    }
  },
  async 'new-contact'(email, { config }) {
    return { content: newContactEmail({ siteName: config.business.siteName, ...email.contact }), replyTo: email.replyTo }
  },
}

export function renderQueuedEmail(email: QueuedEmail, context: RenderContext): Promise<RenderedEmail | null> {
  const render = renderers[email.kind] as (email: QueuedEmail, context: RenderContext) => Promise<RenderedEmail | null>
  return render(email, context)
}
