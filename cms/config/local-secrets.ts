/**
 * Development secrets, generated once and kept in DATA_DIR/secrets.json (mode 600), so a
 * newcomer needs no configuration and a restart keeps sessions, keys and passwords.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface LocalSecrets {
  payloadSecret: string
  adminKey: string
  postgresPassword: string
  editorPassword: string
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url')

export function loadOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json')
  let existing: Partial<LocalSecrets> = {}
  if (fs.existsSync(file)) existing = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LocalSecrets>
  const secrets: LocalSecrets = {
    payloadSecret: existing.payloadSecret ?? token(32),
    adminKey: existing.adminKey ?? token(18),
    postgresPassword: existing.postgresPassword ?? token(18),
    editorPassword: existing.editorPassword ?? token(9),
  }
  if (JSON.stringify(secrets) !== JSON.stringify(existing)) {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 })
  }
  return secrets
}
