import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LEXICAL_IN_DEPENDENCY_ORDER } from './preload-lexical'

const nodeModules = path.resolve(import.meta.dirname, '../../../node_modules')
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
const lexicalDependencies = (pkg: string): string[] => {
  const manifest = JSON.parse(fs.readFileSync(path.join(nodeModules, pkg, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
  }
  return Object.keys(manifest.dependencies ?? {}).filter((name) => name === 'lexical' || name.startsWith('@lexical/'))
}

describe('Lexical preload order', () => {
  it('loads every package after the Lexical packages it depends on (upgrades that change this fail here)', () => {
    const position = new Map(LEXICAL_IN_DEPENDENCY_ORDER.map((specifier, index) => [packageOf(specifier), index]))
    for (const [index, specifier] of LEXICAL_IN_DEPENDENCY_ORDER.entries()) {
      if (specifier.startsWith('@lexical/react')) continue // its subpath entries import only what precedes it
      for (const dependency of lexicalDependencies(packageOf(specifier))) {
        const dependencyIndex = position.get(dependency)
        if (dependencyIndex !== undefined) expect(dependencyIndex, `${dependency} before ${specifier}`).toBeLessThan(index)
      }
    }
  })

  it('covers the Lexical packages the server side of the rich-text editor depends on', () => {
    const listed = new Set(LEXICAL_IN_DEPENDENCY_ORDER.map(packageOf))
    const editorDeps = lexicalDependencies('@payloadcms/richtext-lexical').filter((name) => name !== '@lexical/internal')
    for (const name of ['lexical', '@lexical/headless', '@lexical/rich-text', '@lexical/table', '@lexical/list']) {
      expect(editorDeps).toContain(name)
      expect(listed.has(name)).toBe(true)
    }
  })
})
