import fs from 'node:fs'
import path from 'node:path'
import type { CollectionAfterChangeHook, CollectionBeforeOperationHook } from 'payload'
import { makeFilePrivate, makeTreePrivate, PRIVATE_DIR_MODE } from '@/cms/infra/lib/private-files'

/**
 * Documents stored on disk (no S3 bucket) are readable by the server's user only: Payload writes
 * the folder and the file with the process's umask (0755 and 0644 under the usual 022).
 * Before a file is written, its folder exists as 0700 (so the file is never reachable by another
 * user, even for the moment it is 0644) and, once per process, whatever an older version left in
 * DATA_DIR/uploads is made private; after it is written, the file becomes 0600.
 */
export function privateDocumentFiles(dataDir: string, staticDir: string) {
  const uploadsDir = path.join(dataDir, 'uploads')
  let olderFiles: Promise<void> | undefined

  const privateFolder: CollectionBeforeOperationHook = async ({ collection, operation, req }) => {
    if (collection.upload.disableLocalStorage || (operation !== 'create' && operation !== 'update')) return
    await fs.promises.mkdir(staticDir, { recursive: true, mode: PRIVATE_DIR_MODE })
    olderFiles ??= makeTreePrivate(uploadsDir).then((refused) => {
      if (refused.length > 0) {
        req.payload.logger.warn(`Documents d’un autre propriétaire, laissés lisibles par d’autres : ${refused.slice(0, 5).join(', ')}`)
      }
    })
    await olderFiles
  }

  const privateFile: CollectionAfterChangeHook = async ({ collection, doc }) => {
    if (!collection.upload.disableLocalStorage && typeof doc.filename === 'string' && doc.filename) {
      await makeFilePrivate(path.join(staticDir, doc.filename))
    }
    return doc
  }

  return { privateFolder, privateFile }
}
