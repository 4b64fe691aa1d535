import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { CollectionBeforeOperationHook, Field } from 'payload'

const NAME_MAX = 255

/** The file's name as its sender called it: what every screen, email and download shows. */
export const originalNameField: Field = {
  name: 'originalName',
  label: 'Nom du fichier envoyé',
  type: 'text',
  maxLength: NAME_MAX,
  admin: { readOnly: true },
}

/** A sender's file name made safe to show: no folder part, no control or format character, not too long. */
export function displayableFileName(name: string): string {
  const base = path.posix.basename(name.replace(/\\/g, '/'))
  // Control and format characters out (a right-to-left override would disguise the extension).
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
  if (clean.length <= NAME_MAX) return clean || 'fichier'
  const ext = path.extname(clean).slice(0, 10)
  return clean.slice(0, NAME_MAX - ext.length) + ext
}

/**
 * Private files are stored under a random name (its extension kept), never under the name they
 * were sent with: two founders' « statuts.pdf » never meet (Payload would call the second
 * « statuts-1.pdf », telling its sender that someone else sent one), and a stored name says
 * nothing of whose paper it is. The sent name is kept in `originalName`.
 */
export const storeUnderRandomName: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' || !req.file?.name) return args
  const sent = displayableFileName(req.file.name)
  const ext = path
    .extname(sent)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '')
  req.file.name = `${randomUUID()}${ext}`
  return { ...args, data: { ...args.data, originalName: sent } }
}
