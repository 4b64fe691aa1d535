/**
 * Loads Lexical's packages one at a time, in dependency order, before anything imports
 * Payload's rich-text editor.
 *
 * Why: on Node 20 each Lexical package's `node` entry is a top-level `await import()` of its
 * dev or prod build, and those builds import one another. When the module graph evaluates
 * several of these asynchronous modules at once, Node 20 now and then leaves one of them
 * pending for ever: the event loop empties and the process exits (code 13, or 0 once
 * async-exit-hook's beforeExit handler runs) with no error. Measured here: 5 runs out of 8
 * for a bare `import '@payloadcms/richtext-lexical'`, 0 out of 40 after this preload.
 * Once a module has been evaluated, later importers do not wait on it.
 */
export const LEXICAL_IN_DEPENDENCY_ORDER = [
  'lexical',
  '@lexical/selection',
  '@lexical/utils',
  '@lexical/extension',
  '@lexical/html',
  '@lexical/list',
  '@lexical/clipboard',
  '@lexical/a11y',
  '@lexical/dragon',
  '@lexical/rich-text',
  '@lexical/table',
  '@lexical/headless',
  '@lexical/react/LexicalDecoratorBlockNode',
] as const

export async function preloadLexical(): Promise<void> {
  for (const specifier of LEXICAL_IN_DEPENDENCY_ORDER) await import(specifier)
}
