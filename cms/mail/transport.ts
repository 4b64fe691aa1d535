/**
 * One nodemailer transport for the product's mails and Payload's own (via
 * @payloadcms/email-nodemailer). SMTP_URL set: real SMTP. Unset: an outbox folder under
 * DATA_DIR, one .eml file per message, with the links logged so a local user can follow them.
 */
import fs from 'node:fs'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'
import type { AppConfig } from '../config/env'

export function outboxDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox')
}

function outboxTransport(directory: string) {
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail: MailMessage, callback: (error: Error | null, info?: { envelope: object; messageId: string; path: string }) => void) {
      const messageId = mail.message.messageId()
      const chunks: Buffer[] = []
      const stream = mail.message.createReadStream()
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', callback)
      stream.on('end', () => {
        try {
          fs.mkdirSync(directory, { recursive: true })
          const safeId = messageId.replace(/[^a-zA-Z0-9.-]/g, '')
          const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`)
          fs.writeFileSync(file, Buffer.concat(chunks))
          const text = typeof mail.data.text === 'string' ? mail.data.text : ''
          const links = text.match(/https?:\/\/\S+/g) ?? []
          console.info(
            `[outbox] « ${String(mail.data.subject ?? '')} » → ${String(mail.data.to ?? '')} : ${file}${links.length ? `\n[outbox] liens : ${links.join(' ')}` : ''}`,
          )
          callback(null, { envelope: mail.message.getEnvelope(), messageId, path: file })
        } catch (error) {
          callback(error as Error)
        }
      })
    },
  }
}

const transports = new Map<string, Transporter>()

export function createMailTransport(config: Pick<AppConfig, 'smtpUrl' | 'dataDir'>): Transporter {
  const key = config.smtpUrl ?? `outbox:${config.dataDir}`
  let transport = transports.get(key)
  if (!transport) {
    transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : nodemailer.createTransport(outboxTransport(outboxDir(config)))
    transports.set(key, transport)
  }
  return transport
}
