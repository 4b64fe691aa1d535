/**
 * What a backup file holds (a .tar.gz): manifest.json, one file per table in PostgreSQL's COPY
 * text format (tables/<name>.copy), the uploaded files (uploads/…) and, on an instance whose
 * secrets were generated locally, secrets.json (so a restored copy keeps its logins and keys).
 * docs/decisions/012-backups.md says why a logical copy and not the data files.
 */
export const BACKUP_FORMAT = 1

export interface BackupTable {
  name: string
  /** The columns copied, in order; generated columns are left out (PostgreSQL computes them again). */
  columns: string[]
  rows: number
}

export interface BackupSequence {
  name: string
  lastValue: string
  isCalled: boolean
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT
  createdAt: string
  /** PostgreSQL's version where it was taken (for the messages; the text format reads on any version). */
  serverVersion: string
  /** Payload's applied migrations, in order: a restore rebuilds exactly this schema, then the server migrates forward. */
  migrations: string[]
  tables: BackupTable[]
  sequences: BackupSequence[]
  /** Files under uploads/ in the archive. */
  uploads: number
  secrets: boolean
}

export const MANIFEST_FILE = 'manifest.json'
export const tableFile = (table: string) => `tables/${table}.copy`
export const UPLOADS_DIR = 'uploads'
export const SECRETS_FILE = 'secrets.json'

/** A quoted SQL identifier ("name"), for names read from the catalogue or a manifest. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

/** "1 fichier déposé", "3 fichiers déposés": the counts the commands print. */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
