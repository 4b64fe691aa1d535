import type { Logger } from 'pino'
import type { AppConfig } from '../config/env'
import type { EmailContent } from './templates/layout'
import { createMailTransport } from './transport'

/**
 * Sends one email. A failure is logged, never shown to the visitor as a crash: the
 * action that triggered it (sign-up, reset request) has already succeeded or is retried.
 */
export async function sendMail(
  config: AppConfig,
  logger: Logger,
  to: string,
  content: EmailContent,
  /** replyTo: where the recipient's "Reply" goes (e.g. the visitor who wrote to the team). */
  options: { replyTo?: string } = {},
): Promise<boolean> {
  try {
    await createMailTransport(config).sendMail({ from: config.mailFrom, to, ...options, ...content })
    return true
  } catch (error) {
    logger.error({ err: error, subject: content.subject }, 'Email not sent')
    return false
  }
}
