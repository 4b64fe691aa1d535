/**
 * A consistent copy of the database while the site keeps serving: one REPEATABLE READ, READ ONLY
 * transaction (the snapshot pg_dump itself uses) from which every table is copied in PostgreSQL's
 * COPY text format. Readers never block writers, so the site goes on answering; every write
 * committed before the snapshot is in the copy, none after it. The uploaded files are hard-linked
 * at the same moment, so a file written or deleted during the copy does not tear it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import * as tar from 'tar'
import {
  BACKUP_FORMAT,
  type BackupManifest,
  type BackupSequence,
  type BackupTable,
  MANIFEST_FILE,
  SECRETS_FILE,
  UPLOADS_DIR,
  quoteIdent,
  tableFile,
} from './archive-format'
import { makeTreePrivate } from '@/cms/infra/lib/private-files'
import { linkTree } from './file-tree'

export interface CreateBackupOptions {
  databaseUrl: string
  dataDir: string
  /** The .tar.gz to write; written beside as .partial first, so a cut backup never looks whole. */
  outFile: string
}

const TABLES_SQL = `
  SELECT c.relname AS name,
         array_agg(a.attname::text ORDER BY a.attnum) AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
   GROUP BY c.relname
   ORDER BY c.relname`

const SEQUENCES_SQL = `SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`

export async function createBackup(options: CreateBackupOptions): Promise<BackupManifest> {
  const staging = fs.mkdtempSync(path.join(path.dirname(options.outFile), '.backup-'))
  const partial = `${options.outFile}.partial`
  const client = new pg.Client({ connectionString: options.databaseUrl })
  try {
    await client.connect()
    await client.query(`SET client_encoding = 'UTF8'`)
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    // The snapshot is taken at the first statement of the transaction: this one.
    const { rows: tables } = await client.query<{ name: string; columns: string[] }>(TABLES_SQL)
    const uploads = linkTree(path.join(options.dataDir, UPLOADS_DIR), path.join(staging, UPLOADS_DIR))
    // Nothing may drop or rewrite a table while it is copied (a migration of a server starting).
    if (tables.length > 0) await client.query(`LOCK TABLE ${tables.map((t) => quoteIdent(t.name)).join(', ')} IN ACCESS SHARE MODE`)

    const migrations = tables.some((t) => t.name === 'payload_migrations')
      ? (await client.query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY id')).rows.map((row) => row.name)
      : []
    fs.mkdirSync(path.join(staging, 'tables'))
    const copied: BackupTable[] = []
    for (const table of tables) {
      const columns = table.columns.map(quoteIdent).join(', ')
      const stream = client.query(copyTo(`COPY ${quoteIdent(table.name)} (${columns}) TO STDOUT`))
      await pipeline(stream, fs.createWriteStream(path.join(staging, tableFile(table.name)), { mode: 0o600 }))
      copied.push({ name: table.name, columns: table.columns, rows: stream.rowCount })
    }
    const sequences: BackupSequence[] = []
    for (const { name } of (await client.query<{ name: string }>(SEQUENCES_SQL)).rows) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${quoteIdent(name)}`,
      )
      sequences.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called })
    }
    const serverVersion = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version
    await client.query('COMMIT')

    const secrets = path.join(options.dataDir, SECRETS_FILE)
    const hasSecrets = fs.existsSync(secrets)
    if (hasSecrets) fs.copyFileSync(secrets, path.join(staging, SECRETS_FILE))
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      serverVersion,
      migrations,
      tables: copied,
      sequences,
      uploads,
      secrets: hasSecrets,
    }
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })

    // The manifest first, so a restore reads it before anything else.
    const entries = [MANIFEST_FILE, 'tables', ...(uploads > 0 ? [UPLOADS_DIR] : []), ...(hasSecrets ? [SECRETS_FILE] : [])]
    // The archive records each entry's mode: 0700 and 0600 inside too, so a `tar x` by hand gives
    // private files. The staged uploads are hard links: their originals become 0600 with them,
    // as the documents collection writes them anyway.
    await makeTreePrivate(staging)
    // Personal data and password hashes: readable by the owner only, from the first byte (and a
    // .partial left by a killed run may have another mode: open keeps it).
    fs.closeSync(fs.openSync(partial, 'w', 0o600))
    fs.chmodSync(partial, 0o600)
    await tar.create({ gzip: true, cwd: staging, file: partial, portable: true }, entries)
    fs.renameSync(partial, options.outFile)
    return manifest
  } finally {
    await client.end().catch(() => undefined)
    fs.rmSync(staging, { recursive: true, force: true })
    fs.rmSync(partial, { force: true })
  }
}
