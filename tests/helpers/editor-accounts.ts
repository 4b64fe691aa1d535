/** Editors for tests: the seeded demo editor (role `editor`) and accounts made by the operator's command. */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { ApiClient } from './api-client'
import type { TestServer } from './test-server'

const run = promisify(execFile)

export const DEMO_EDITOR_EMAIL = 'editeur@example.com'

/** The demo editor's password, as the start banner prints it (server started with seedDemo). */
export function demoEditorPassword(server: Pick<TestServer, 'logs'>): string {
  const match = /éditeur : editeur@example\.com \/ (\S+)/.exec(server.logs())
  if (!match) throw new Error(`No editor login in the banner:\n${server.logs()}`)
  return match[1]
}

export async function loginEditor(server: TestServer, email: string, password: string, headers: Record<string, string> = {}) {
  const api = new ApiClient(server.baseUrl, headers)
  const response = await api.post('/cms-api/editors/login', { email, password })
  if (response.status !== 200) throw new Error(`Editor login ${email}: ${response.status} ${JSON.stringify(response.body)}`)
  return api
}

let accounts = 0

/**
 * A new /cms account with this role, made by the operator's command (npm run cms:create-editor)
 * on the test server's database while it runs, then logged in.
 */
export async function createEditorAccount(server: TestServer, role: 'editor' | 'staff', headers: Record<string, string> = {}) {
  const email = `${role}-${++accounts}-${server.pid}@example.com`
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: server.dataDir,
    ADMIN_KEY: server.adminKey,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  }
  delete env.NODE_ENV
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'cms/features/accounts/create-editor-cli.ts', '--role', role, email], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: env as NodeJS.ProcessEnv,
  })
  const password = /Mot de passe : (\S+)/.exec(stdout)?.[1]
  if (!password) throw new Error(`cms:create-editor printed no password:\n${stdout}`)
  return { api: await loginEditor(server, email, password, headers), email, password }
}
