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
  // DATA_DIR holds the database, the uploaded papers and these secrets: its owner's only. Under
  // root, the embedded PostgreSQL runs as the 'postgres' user, which must traverse it
  // (cms/infra/db/embedded-postgres.ts adds the search bits, even while a backup runs): those stay.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const searchBits = process.getuid?.() === 0 ? fs.statSync(dataDir).mode & 0o111 : 0
  keepPrivate(dataDir, 0o700 | searchBits)
  if (JSON.stringify(secrets) !== JSON.stringify(existing)) {
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 })
  }
  // The mode above applies to a new file only; an older one may have been written 0644.
  keepPrivate(file, 0o600)
  return secrets
}

/** chmod, except on what another user owns or a read-only mount holds: ours to use, not to change. */
function keepPrivate(entry: string, mode: number) {
  try {
    fs.chmodSync(entry, mode)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'EPERM' && code !== 'EROFS') throw error
  }
}
