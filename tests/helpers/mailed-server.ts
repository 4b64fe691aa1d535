import type pg from 'pg'
import { connectToDatabase } from './database'
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher'
import { type Started, startInTurn } from './started'
import { startTestServer, type TestServer } from './test-server'

export interface MailedServer extends Started {
  server: TestServer
  smtp: SmtpCatcher
  db: pg.Client
}

/** Starts the SMTP catcher and a test server sending to it behind a trusted proxy (TRUST_PROXY=1), with a client of its database. */
export function startMailedServer(): Promise<MailedServer> {
  return startInTurn(async (keep) => {
    const smtp = keep(await startSmtpCatcher(), (it) => it.stop())
    const server = keep(await startTestServer({ smtpUrl: smtp.url, env: { TRUST_PROXY: '1' } }), (it) => it.stop())
    const db = keep(await connectToDatabase(server), (it) => it.end())
    return { server, smtp, db }
  })
}
