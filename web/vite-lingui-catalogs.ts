/**
 * Compiles the message catalogues (any `i18n/<locale>.json` under web/src) while Vite loads them,
 * as Lingui's `lingui compile` would: the browser gets ready-made messages and never Lingui's
 * ICU parser (6 KB). Outside Vite (the server's tsx, vitest) `@/cms/infra/i18n` compiles at run time.
 */
import fs from 'node:fs'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

const CATALOG = /[\\/]i18n[\\/](fr|ar)\.json$/

export function linguiCatalogs(): Plugin {
  return {
    name: 'lingui-catalogs',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]
      if (!CATALOG.test(file)) return null
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]))
      this.addWatchFile(file)
      return { code: `export default ${JSON.stringify(compiled)}`, moduleType: 'js' }
    },
  }
}
