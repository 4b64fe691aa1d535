/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, parsed, so tests read the
 * emails nodemailer actually sent and follow their links.
 */
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface CaughtMail {
  to: string[]
  replyTo: string[]
  subject: string
  text: string
  html: string
  links: string[]
  attachments: { filename: string; contentType: string; content: Buffer }[]
  /** Every header as sent (lower-case names, unfolded values), e.g. `list-unsubscribe`. */
  headers: Record<string, string>
}

export interface SmtpCatcher {
  url: string
  mails: CaughtMail[]
  /** Resolves with the first mail (already received or coming) that matches. */
  waitForMail: (match: (mail: CaughtMail) => boolean, timeoutMs?: number) => Promise<CaughtMail>
  stop: () => Promise<void>
}

const addressesOf = (field: ParsedMail['to'] | ParsedMail['replyTo']) =>
  [field].flat().flatMap((item) => item?.value.map((address) => (address.address ?? '').toLowerCase()) ?? [])

function toCaught(parsed: ParsedMail): CaughtMail {
  const text = parsed.text ?? ''
  return {
    to: addressesOf(parsed.to),
    replyTo: addressesOf(parsed.replyTo),
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    links: text.match(/https?:\/\/\S+/g) ?? [],
    headers: Object.fromEntries(
      parsed.headerLines.map(({ key, line }) => [
        key,
        line
          .slice(line.indexOf(':') + 1)
          .replace(/\r?\n\s+/g, ' ')
          .trim(),
      ]),
    ),
    attachments: parsed.attachments.map((file) => ({
      filename: file.filename ?? '',
      contentType: file.contentType,
      content: file.content,
    })),
  }
}

/** port: a fixed port (an SMTP server that comes back where the app expects it); default any free one. */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push(toCaught(parsed))
          for (const wake of waiters) wake()
          callback()
        })
        .catch(callback)
    },
  })
  // A server under test that stops mid-delivery resets its connection: that is the sender's
  // business, not a failure of the test process (unhandled, it would be an uncaught exception).
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.warn('SMTP catcher:', error)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address()
  const boundPort = typeof address === 'object' && address ? address.port : 0

  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    mails,
    waitForMail(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match)
          if (!found) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`No matching email within ${timeoutMs} ms (received: ${mails.map((m) => m.subject).join(', ') || 'none'})`))
        }, timeoutMs)
        if (!check()) waiters.add(check)
      })
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
