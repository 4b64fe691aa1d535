// A fingerprint of everything the build reads, so `npm start` rebuilds only when needed.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const INPUTS = ['web', 'cms', 'collections', 'contract', 'payload.config.ts', 'package-lock.json', 'tsconfig.json']
const SKIP = new Set(['node_modules', '.next', 'dist'])
// Tests and generated type files do not change what is built.
const SKIP_FILE = /\.(test|spec)\.tsx?$|next-env\.d\.ts$/

function* files(entry) {
  if (!fs.existsSync(entry)) return
  const stat = fs.statSync(entry)
  if (stat.isFile()) {
    if (!SKIP_FILE.test(entry)) yield entry
    return
  }
  for (const name of fs.readdirSync(entry).sort()) if (!SKIP.has(name)) yield* files(path.join(entry, name))
}

export function computeBuildStamp() {
  const hash = createHash('sha256')
  for (const input of INPUTS) for (const file of files(input)) hash.update(file).update(fs.readFileSync(file))
  return hash.digest('hex')
}

export const STAMP_FILE = 'dist/.build-stamp'
export const SERVER_ENTRY = 'dist/server/server.mjs'

export function buildIsCurrent() {
  return (
    fs.existsSync(STAMP_FILE) &&
    fs.existsSync('dist/web/index.html') &&
    fs.existsSync('dist/web-server/entry-server.js') &&
    fs.existsSync(SERVER_ENTRY) &&
    fs.existsSync('cms/next/.next/BUILD_ID') &&
    fs.readFileSync(STAMP_FILE, 'utf8') === computeBuildStamp()
  )
}
