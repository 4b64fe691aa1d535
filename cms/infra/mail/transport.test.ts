import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMailTransport, outboxDir } from './transport'

const resetLink = 'http://localhost:3000/reinitialiser-mot-de-passe?token=secret-reset-token-123'
const dirs: string[] = []

async function sendToOutbox(production: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'))
  dirs.push(dataDir)
  const logged: string[] = []
  const spy = vi.spyOn(console, 'info').mockImplementation((line: unknown) => void logged.push(String(line)))
  try {
    await createMailTransport({ smtpUrl: undefined, dataDir, production }).sendMail({
      from: 'site@example.com',
      to: 'lecteur.outbox@example.com',
      subject: 'Réinitialisation',
      text: `Ouvrez ce lien : ${resetLink}`,
    })
  } finally {
    spy.mockRestore()
  }
  const dir = outboxDir({ dataDir })
  return { dir, files: fs.readdirSync(dir).map((name) => path.join(dir, name)), log: logged.join('\n') }
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('outbox transport', () => {
  it('keeps the folder and its files to their owner (0700, 0600)', async () => {
    const { dir, files } = await sendToOutbox(false)
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700)
    expect(files).toHaveLength(1)
    expect(fs.statSync(files[0]).mode & 0o777).toBe(0o600)
  })

  it('tightens an outbox folder that was left open', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'))
    dirs.push(dataDir)
    fs.mkdirSync(outboxDir({ dataDir }), { mode: 0o755 })
    fs.chmodSync(outboxDir({ dataDir }), 0o755)
    const spy = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    await createMailTransport({ smtpUrl: undefined, dataDir, production: false })
      .sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 's', text: 't' })
      .finally(() => spy.mockRestore())
    expect(fs.statSync(outboxDir({ dataDir })).mode & 0o777).toBe(0o700)
  })

  it('logs the links in development, a feature for whoever runs it locally', async () => {
    const { log } = await sendToOutbox(false)
    expect(log).toContain(resetLink)
    expect(log).toContain('lecteur.outbox@example.com')
  })

  it('never logs a link, a token or the recipient in production', async () => {
    const { log, files } = await sendToOutbox(true)
    expect(log).toContain(files[0])
    expect(log).not.toContain('token')
    expect(log).not.toContain('secret-reset-token-123')
    expect(log).not.toContain('lecteur.outbox')
  })
})
