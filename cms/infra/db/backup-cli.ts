/**
 * `npm run db:backup [-- <file>] [-- --keep <n>]`: a consistent copy of the database and the
 * uploaded files while the site keeps serving (cms/infra/db/backup/create-backup.ts), written to
 * DATA_DIR/backups/backup-<date>.tar.gz or to <file>. --keep n then removes all but the n most
 * recent backups of DATA_DIR/backups.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config/env'
import { createLogger } from '../logging/logger'
import { count } from './backup/archive-format'
import { connectToDatabase } from './backup/connect'
import { createBackup } from './backup/create-backup'
import { pruneBackups } from './backup/prune'

const { values, positionals } = parseArgs({ options: { keep: { type: 'string' } }, allowPositionals: true })
const keep = values.keep === undefined ? undefined : Number(values.keep)
if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) {
  console.error('--keep attend un nombre entier de sauvegardes à garder (1 ou plus).')
  process.exit(2)
}

const config = loadConfig()
const logger = createLogger({ level: 'warn', production: config.production })
const backupsDir = path.join(config.dataDir, 'backups')
const stamp = new Date()
  .toISOString()
  .replace(/[:]/g, '-')
  .replace(/\.\d+Z$/, 'Z')
const outFile = positionals[0] ? path.resolve(positionals[0]) : path.join(backupsDir, `backup-${stamp}.tar.gz`)

try {
  if (fs.existsSync(outFile)) throw new Error(`${outFile} existe déjà : une sauvegarde n’en écrase jamais une autre.`)
  fs.mkdirSync(path.dirname(outFile), { recursive: true, mode: 0o700 })
  // The mode above applies to new folders only; DATA_DIR/backups may predate it. A folder the
  // operator named is theirs to set.
  if (!positionals[0]) fs.chmodSync(backupsDir, 0o700)
  const started = Date.now()
  const database = await connectToDatabase(config, logger)
  const manifest = await createBackup({ databaseUrl: database.url, dataDir: config.dataDir, outFile }).finally(() => database.release())
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  const size = (fs.statSync(outFile).size / 1024 / 1024).toFixed(1)
  console.log(
    `Sauvegarde écrite : ${outFile}\n  ${count(manifest.tables.length, 'table', 'tables')}, ${count(rows, 'ligne', 'lignes')}, ` +
      `${count(manifest.uploads, 'fichier déposé', 'fichiers déposés')}, ${size} Mo, en ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
  if (process.env.S3_BUCKET) {
    console.log(
      `  Les documents stockés dans le bucket S3 « ${process.env.S3_BUCKET} » n’y sont pas : sauvegardez le bucket avec les outils de votre fournisseur (versionnage).`,
    )
  }
  if (keep !== undefined) {
    for (const removed of pruneBackups(backupsDir, keep)) console.log(`  Ancienne sauvegarde supprimée : ${removed}`)
  }
  process.exit(0)
} catch (error) {
  console.error(`Sauvegarde impossible : ${(error as Error).message}`)
  process.exit(1)
}
