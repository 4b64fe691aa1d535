import fs from 'node:fs'
import path from 'node:path'

const BACKUP_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/

/** Removes all but the `keep` most recent backups the command wrote in `dir` (their names sort by date); returns the removed paths. */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
  const removed = backups.slice(0, Math.max(0, backups.length - keep)).map((name) => path.join(dir, name))
  for (const file of removed) fs.rmSync(file)
  return removed
}
