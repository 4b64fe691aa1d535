/**
 * One nodemailer transport for the product's mails and Payload's own (via
 * @payloadcms/email-nodemailer). SMTP_URL set: real SMTP. Unset (development only: production
 * refuses to start without it, cms/infra/config/env.ts): an outbox folder under DATA_DIR, one .eml
 * file per message, with the links logged so a local user can follow them.
 */
import fs from 'node:fs'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'
import type { AppConfig } from '../config/env'

export function outboxDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox')
}

/** The outbox holds personal data and live set-password links: its owner only may read it. */
const OUTBOX_DIR_MODE = 0o700
const OUTBOX_FILE_MODE = 0o600

function ensureOutboxDir(directory: string): void {
  fs.mkdirSync(directory, { recursive: true, mode: OUTBOX_DIR_MODE })
  // A folder made by an older version (or by hand) keeps its mode through mkdir: tightened here.
  if ((fs.statSync(directory).mode & 0o077) !== 0) fs.chmodSync(directory, OUTBOX_DIR_MODE)
}

/**
 * `logLinks`: the recipient and the message's links in the log, so a developer can open a
 * set-password link without reading the .eml. Never in production: a log line outlives the
 * link's purpose and reaches whoever reads the logs.
 */
function outboxTransport(directory: string, options: { logLinks: boolean }) {
  // The folder is checked once per transport, the file written without blocking the event loop.
  let checked = false
  const writeMessage = async (file: string, message: Buffer) => {
    if (!checked) ensureOutboxDir(directory)
    try {
      // Written aside, then renamed: whoever lists the folder never sees a half-written .eml.
      const partial = `${file}.part`
      await fs.promises.writeFile(partial, message, { mode: OUTBOX_FILE_MODE, flag: 'wx' })
      await fs.promises.rename(partial, file)
      checked = true
    } catch (error) {
      // The folder removed meanwhile: made again on the next message (this one is retried by the queue).
      checked = false
      throw error
    }
  }
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail: MailMessage, callback: (error: Error | null, info?: { envelope: object; messageId: string; path: string }) => void) {
      const messageId = mail.message.messageId()
      const chunks: Buffer[] = []
      const stream = mail.message.createReadStream()
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', async () => {
        try {
          const safeId = messageId.replace(/[^a-zA-Z0-9.-]/g, '')
          const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`)
          await writeMessage(file, Buffer.concat(chunks))
          if (options.logLinks) {
            const text = typeof mail.data.text === 'string' ? mail.data.text : ''
            const links = text.match(/https?:\/\/\S+/g) ?? []
            console.info(
              `[outbox] «\u00a0${String(mail.data.subject ?? '')}\u00a0» → ${String(mail.data.to ?? '')}\u00a0: ${file}${links.length ? `\n[outbox] liens\u00a0: ${links.join(' ')}` : ''}`,
            )
          } else {
            console.info(`[outbox] ${file}`)
          }
          callback(null, { envelope: mail.message.getEnvelope(), messageId, path: file })
        } catch (error) {
          callback(error as Error)
        }
      })
    },
  }
}

const transports = new Map<string, Transporter>()

export function createMailTransport(config: Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'production'>): Transporter {
  const key = config.smtpUrl ?? `outbox:${config.dataDir}`
  let transport = transports.get(key)
  if (!transport) {
    transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport(outboxTransport(outboxDir(config), { logLinks: !config.production }))
    transports.set(key, transport)
  }
  return transport
}
