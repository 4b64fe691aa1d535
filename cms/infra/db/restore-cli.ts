/**
 * `npm run db:restore -- <file>`: restores a backup of `npm run db:backup` into an empty DATA_DIR
 * (embedded PostgreSQL) or an empty DATABASE_URL database. It rebuilds the schema with the
 * backup's own migrations, loads the tables in one transaction and puts the uploaded files back;
 * the next `npm start` applies newer migrations. It never overwrites anything: a DATA_DIR that
 * already holds a database or files, or a database with tables, is refused as it is.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { format } from 'date-fns'
import { fr } from 'date-fns/locale'
import pg from 'pg'
import { dataDirFrom, loadConfig } from '../config/env'
import { createLogger } from '../logging/logger'
import { SECRETS_FILE, UPLOADS_DIR, count } from './backup/archive-format'
import { countFiles } from './backup/file-tree'
import { RestoreRefusedError, extractBackup, loadTables, migrationsToReplay, publicTables } from './backup/restore-backup'
import { startDataLayer } from './boot'

const { positionals } = parseArgs({ allowPositionals: true })
if (!positionals[0]) {
  console.error('Indiquez le fichier à restaurer : npm run db:restore -- <fichier.tar.gz>')
  process.exit(2)
}
const archive = path.resolve(positionals[0])
const dataDir = dataDirFrom()
const databaseUrl = process.env.DATABASE_URL
const clusterDir = path.join(dataDir, 'postgres')
const uploadsDir = path.join(dataDir, UPLOADS_DIR)
const secretsFile = path.join(dataDir, SECRETS_FILE)

/** What this command created, removed again if it fails: a failed restore leaves things as they were. */
const created: string[] = []

async function assertEmptyDatabase(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables = await publicTables(client)
    if (tables.length > 0) {
      throw new RestoreRefusedError(`La base de DATABASE_URL n’est pas vide (${tables.length} tables) : restaurez dans une base neuve.`)
    }
  } finally {
    await client.end()
  }
}

async function restore() {
  if (!databaseUrl && fs.existsSync(clusterDir)) {
    throw new RestoreRefusedError(
      `${dataDir} contient déjà une base (${clusterDir}) : restaurez dans un DATA_DIR vide, rien n’a été modifié.`,
    )
  }
  if (countFiles(uploadsDir) > 0)
    throw new RestoreRefusedError(`${uploadsDir} contient déjà des fichiers : restaurez dans un DATA_DIR vide.`)

  fs.mkdirSync(dataDir, { recursive: true })
  const extracted = fs.mkdtempSync(path.join(dataDir, '.restore-'))
  try {
    const manifest = await extractBackup(archive, extracted)
    const { migrations } = await import('@/cms/migrations')
    const replay = migrationsToReplay(manifest, migrations)
    if (databaseUrl) await assertEmptyDatabase(databaseUrl)

    // The restored instance keeps its keys and logins (generated secrets of a local instance).
    if (manifest.secrets && !fs.existsSync(secretsFile)) {
      fs.copyFileSync(path.join(extracted, SECRETS_FILE), secretsFile)
      fs.chmodSync(secretsFile, 0o600)
      created.push(secretsFile)
    }
    if (!databaseUrl) created.push(clusterDir)

    const config = loadConfig()
    const data = await startDataLayer(config, createLogger({ level: 'warn', production: config.production }), { migrate: false })
    try {
      // Generated migrations type their own arguments; Payload's signature takes `unknown`.
      await data.payload.db.migrate({
        migrations: replay as unknown as NonNullable<Parameters<typeof data.payload.db.migrate>[0]>['migrations'],
      })
      const loaded = await loadTables(data.databaseUrl, extracted, manifest)
      if (manifest.uploads > 0) {
        fs.cpSync(path.join(extracted, UPLOADS_DIR), uploadsDir, { recursive: true, errorOnExist: true, force: false })
        created.push(uploadsDir)
      }
      const takenAt = format(new Date(manifest.createdAt), "d MMMM yyyy 'à' HH:mm:ss", { locale: fr })
      console.log(
        `Sauvegarde du ${takenAt} restaurée dans ${databaseUrl ? 'la base de DATABASE_URL' : dataDir} :\n` +
          `  ${count(manifest.tables.length, 'table', 'tables')}, ${count(loaded.rows, 'ligne', 'lignes')}, ${count(manifest.uploads, 'fichier déposé', 'fichiers déposés')}.\n` +
          '  Démarrez le serveur (npm start) : il appliquera les migrations plus récentes s’il y en a.',
      )
    } finally {
      await data.stop()
    }
  } finally {
    fs.rmSync(extracted, { recursive: true, force: true })
  }
}

try {
  await restore()
  process.exit(0)
} catch (error) {
  for (const item of created.reverse()) fs.rmSync(item, { recursive: true, force: true })
  const message =
    error instanceof RestoreRefusedError ? error.message : `${(error as Error).message} (rien n’a été gardé de cette restauration)`
  console.error(`Restauration impossible : ${message}`)
  process.exit(1)
}
