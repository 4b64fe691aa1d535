/**
 * Access is bypassed only where no caller acts (seeds, jobs, the payment completion, a
 * collection's own consequences) and each place says why: `// Access bypassed: <reason>` within
 * the statement's few lines before, or `Access bypassed throughout: <reason>` in a seed's header.
 * Every other Local API call for a request passes its caller with access on (`ctx.access`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SOURCES = ['cms', 'collections', 'payload.config.ts']
const SKIP = /(\.test\.ts|\/migrations\/.*)$/
const REASON = /Access bypassed: \S.{10,}/
const THROUGHOUT = /Access bypassed throughout: \S.{10,}/
/** How far above the bypass its reason may stand (a multi-line call). */
const REACH = 12

function* sourceFiles(entry: string): Generator<string> {
  const full = path.join(ROOT, entry)
  if (fs.statSync(full).isFile()) {
    if (full.endsWith('.ts') && !SKIP.test(full)) yield entry
    return
  }
  for (const name of fs.readdirSync(full)) if (name !== 'node_modules' && name !== '.next') yield* sourceFiles(path.join(entry, name))
}

describe('access bypasses', () => {
  it('each have a one-line reason', () => {
    const unexplained: string[] = []
    let count = 0
    for (const file of SOURCES.flatMap((entry) => [...sourceFiles(entry)])) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8')
      const lines = text.split('\n')
      lines.forEach((line, index) => {
        if (!/overrideAccess: true/.test(line)) return
        count++
        const above = lines.slice(Math.max(0, index - REACH), index + 1)
        if (!THROUGHOUT.test(text) && !above.some((candidate) => REASON.test(candidate))) unexplained.push(`${file}:${index + 1}`)
      })
    }
    expect(unexplained).toEqual([])
    // Guards the scan itself: it does find the bypasses there are.
    expect(count).toBeGreaterThan(10)
  })
})
