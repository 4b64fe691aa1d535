/**
 * Loading a backup into an empty database whose schema was rebuilt by the backup's own
 * migrations: every table emptied and filled from its COPY file in one transaction (all or
 * nothing), then the sequences set where they were, so new rows get new ids.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import * as tar from 'tar'
import { z } from 'zod'
import { makeTreePrivate } from '@/cms/infra/lib/private-files'
import { BACKUP_FORMAT, type BackupManifest, MANIFEST_FILE, quoteIdent, tableFile } from './archive-format'

export class RestoreRefusedError extends Error {}

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  serverVersion: z.string(),
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string().min(1), columns: z.array(z.string().min(1)).min(1), rows: z.number().int().min(0) })),
  sequences: z.array(z.object({ name: z.string().min(1), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  uploads: z.number().int().min(0),
  secrets: z.boolean(),
})

/**
 * Unpacks a backup into `into` (node-tar keeps every entry inside it) and reads its manifest.
 * Everything unpacked is made 0700/0600, whatever modes an older backup recorded: the uploads
 * are copied from here into DATA_DIR with these modes.
 */
export async function extractBackup(archive: string, into: string): Promise<BackupManifest> {
  if (!fs.existsSync(archive)) throw new RestoreRefusedError(`Fichier de sauvegarde introuvable : ${archive}`)
  try {
    await tar.extract({ file: archive, cwd: into, strict: true })
  } catch (error) {
    throw new RestoreRefusedError(`Ce fichier n’est pas une sauvegarde lisible (${(error as Error).message}).`)
  }
  await makeTreePrivate(into)
  const raw = path.join(into, MANIFEST_FILE)
  const parsed = fs.existsSync(raw) ? manifestSchema.safeParse(JSON.parse(fs.readFileSync(raw, 'utf8'))) : undefined
  if (!parsed?.success)
    throw new RestoreRefusedError('Ce fichier n’est pas une sauvegarde de cette application (manifest.json absent ou invalide).')
  return parsed.data
}

/**
 * The backup's migrations must be the first ones this code knows, in the same order: the schema
 * is then rebuilt exactly as it was, and the next start applies the newer ones to the data.
 */
export function migrationsToReplay<T extends { name: string }>(backup: BackupManifest, known: readonly T[]): T[] {
  const replay = known.slice(0, backup.migrations.length)
  const mismatch = backup.migrations.findIndex((name, index) => replay[index]?.name !== name)
  if (mismatch !== -1) {
    throw new RestoreRefusedError(
      `Cette sauvegarde a été faite par une autre version de l’application (migration « ${backup.migrations[mismatch]} » inconnue ici) : ` +
        'restaurez-la avec la version qui l’a écrite, puis mettez à jour.',
    )
  }
  return replay
}

/** Tables of the public schema (a database is empty for a restore when it has none). */
export async function publicTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
  )
  return rows.map((row) => row.name)
}

/**
 * Parents before children (foreign keys), for a role that may not switch triggers off; a
 * superuser (the embedded PostgreSQL) loads with them off anyway, as pg_restore does.
 */
async function loadOrder(client: pg.Client, tables: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = 'public'`,
  )
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1').replaceAll('""', '"')
  const parents = new Map(tables.map((table) => [table, new Set<string>()]))
  for (const { child, parent } of rows) if (child !== parent) parents.get(unquote(child))?.add(unquote(parent))
  const ordered: string[] = []
  const placed = new Set<string>()
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && [...parents.get(table)!].every((p) => placed.has(p) || !parents.has(p)))
    // A cycle: the rest in any order (only a role without replication rights would then fail).
    const next = ready.length > 0 ? ready : tables.filter((table) => !placed.has(table))
    for (const table of next) {
      ordered.push(table)
      placed.add(table)
    }
  }
  return ordered
}

export interface LoadResult {
  rows: number
  triggersOff: boolean
}

export async function loadTables(databaseUrl: string, extracted: string, manifest: BackupManifest): Promise<LoadResult> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`SET client_encoding = 'UTF8'`)
    await client.query('BEGIN')
    let triggersOff = true
    await client.query('SAVEPOINT replica')
    try {
      await client.query('SET LOCAL session_replication_role = replica')
    } catch {
      await client.query('ROLLBACK TO SAVEPOINT replica')
      triggersOff = false
    }
    const existing = new Set(await publicTables(client))
    const missing = manifest.tables.find((table) => !existing.has(table.name))
    if (missing) throw new RestoreRefusedError(`La table « ${missing.name} » de la sauvegarde n’existe pas dans la base reconstruite.`)
    // What the migrations wrote (their own bookkeeping, default rows) gives way to the backup.
    await client.query(`TRUNCATE ${[...existing].map(quoteIdent).join(', ')}`)

    const byName = new Map(manifest.tables.map((table) => [table.name, table]))
    let rows = 0
    for (const name of await loadOrder(client, [...byName.keys()])) {
      const table = byName.get(name)!
      const stream = client.query(copyFrom(`COPY ${quoteIdent(name)} (${table.columns.map(quoteIdent).join(', ')}) FROM STDIN`))
      await pipeline(fs.createReadStream(path.join(extracted, tableFile(name))), stream)
      if (stream.rowCount !== table.rows) {
        throw new RestoreRefusedError(
          `Table « ${name} » : ${stream.rowCount} lignes lues au lieu de ${table.rows} (fichier de sauvegarde abîmé ?).`,
        )
      }
      rows += stream.rowCount
    }
    for (const sequence of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [quoteIdent(sequence.name), sequence.lastValue, sequence.isCalled])
    }
    await client.query('COMMIT')
    return { rows, triggersOff }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end().catch(() => undefined)
  }
}
