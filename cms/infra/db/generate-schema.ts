/**
 * `npm run generate:db-schema`: writes Payload's database schema as Drizzle tables
 * (payload-schema.ts), the types the hand-written reads are checked against: a field renamed in
 * collections/ without regenerating leaves the old column in this file, so `--check` (part of
 * `npm test`) fails until the file is current, and regenerating makes every read of the old name
 * fail `npm run typecheck`.
 *
 * No database is needed: Payload builds the schema from the config alone.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import prettier from 'prettier'
import { preloadLexical } from '@/cms/infra/lib/preload-lexical'

const SCHEMA_FILE = path.resolve(import.meta.dirname, 'payload-schema.ts')
const check = process.argv.includes('--check')

// The config reads its secrets at load; nothing connects or signs here.
process.env.PAYLOAD_SECRET ??= randomBytes(32).toString('hex')
process.env.ADMIN_KEY ??= randomBytes(24).toString('hex')
process.env.DATABASE_URL ??= 'postgres://schema:schema@127.0.0.1:9/schema'

// Before the config reaches Payload's rich-text editor: its Lexical packages, loaded together, now and
// then leave Node 20 waiting for ever, and it exits with code 13 and no word (preload-lexical.ts).
await preloadLexical()
const { getPayload } = await import('payload')
const { default: config } = await import('@/payload.config')
const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
if (!payload.db.generateSchema) throw new Error(`${payload.db.packageName} cannot generate a schema`)

const target = check ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'payload-schema-')), 'payload-schema.ts') : SCHEMA_FILE
await payload.db.generateSchema({ outputFile: target, log: false, prettify: false })
// Formatted as the rest of the code, so `prettier --check` and this comparison agree.
const options = (await prettier.resolveConfig(SCHEMA_FILE)) ?? {}
const formatted = await prettier.format(fs.readFileSync(target, 'utf8'), { ...options, filepath: SCHEMA_FILE })
fs.writeFileSync(target, formatted)

if (check) {
  const current = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : ''
  fs.rmSync(path.dirname(target), { recursive: true, force: true })
  if (current !== formatted) {
    console.error('cms/infra/db/payload-schema.ts ne correspond plus aux collections : lancez `npm run generate:db-schema`.')
    process.exit(1)
  }
  console.log('› Schéma Drizzle à jour')
}
await payload.destroy()
process.exit(0)
