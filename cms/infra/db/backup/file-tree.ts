/** Copies of the uploads folder for backups and restores, without reading files twice where the disk allows. */
import fs from 'node:fs'
import path from 'node:path'

/**
 * Hard-links every file of `from` into `to` (a copy where links are impossible, e.g. another
 * disk): instant, and later writes or deletions in `from` leave the linked set as it was.
 * Returns the number of files; a missing `from` is an empty tree.
 */
export function linkTree(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0
  let files = 0
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) {
      files += linkTree(source, target)
    } else if (entry.isFile()) {
      fs.mkdirSync(to, { recursive: true, mode: 0o700 })
      try {
        fs.linkSync(source, target)
      } catch {
        fs.copyFileSync(source, target)
      }
      files += 1
    }
  }
  return files
}

/** The number of files under a folder (0 when it does not exist). */
export function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((sum, entry) => sum + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : entry.isFile() ? 1 : 0), 0)
}
