/**
 * Uploaded papers (identity documents, proofs of address) and the backups that hold them are
 * personal data: on disk they are for the server's own user only, folders 0700 and files 0600,
 * whatever the process's umask (Payload and Node write files 0644 under the usual 022).
 */
import fs from 'node:fs'
import path from 'node:path'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'
const notOurs = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EPERM'

/** Makes one file 0600; a file already gone is not an error (deleted meanwhile). */
export async function makeFilePrivate(file: string): Promise<void> {
  await fs.promises.chmod(file, PRIVATE_FILE_MODE).catch((error: unknown) => {
    if (!gone(error)) throw error
  })
}

/**
 * Folders 0700 and files 0600 under `root`, itself included (nothing when it does not exist).
 * Returns what belongs to another user and so could not be changed (a restore run as root, say),
 * for the caller to report: refusing to serve for it would help nobody.
 */
export async function makeTreePrivate(root: string): Promise<string[]> {
  const refused: string[] = []
  const visit = async (entry: string, isDirectory: boolean) => {
    try {
      await fs.promises.chmod(entry, isDirectory ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE)
    } catch (error) {
      if (gone(error)) return
      if (!notOurs(error)) throw error
      refused.push(entry)
    }
    if (!isDirectory) return
    const children = await fs.promises.readdir(entry, { withFileTypes: true }).catch((error: unknown) => {
      if (gone(error)) return []
      throw error
    })
    for (const child of children) {
      // Links are left alone: chmod would follow them out of the tree.
      if (child.isDirectory() || child.isFile()) await visit(path.join(entry, child.name), child.isDirectory())
    }
  }
  const stat = await fs.promises.lstat(root).catch((error: unknown) => {
    if (gone(error)) return null
    throw error
  })
  if (stat?.isDirectory() || stat?.isFile()) await visit(root, stat.isDirectory())
  return refused
}
