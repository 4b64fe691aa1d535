/**
 * Makes one test database template in DATA_DIR (tests/helpers/db-template.ts): the embedded
 * PostgreSQL initialised and migrated, then with `--seed` the demo content, and stopped cleanly.
 * No jobs runner: nothing is queued in a template. Bundled by esbuild and run by node, as the
 * server is: through tsx it takes about twice the CPU.
 */
import { loadConfig } from '@/cms/infra/config/env'
import { preloadLexical } from '@/cms/infra/lib/preload-lexical'
import { createLogger } from '@/cms/infra/logging/logger'

// As cms/server.ts: the configuration read from what the caller set (a test server's mode, its
// secrets in DATA_DIR), then NODE_ENV for the libraries. Outside production Payload spawns
// `payload generate:types` at init, a process that outlives this one: it rewrote payload-types.ts
// and, once the scratch folder was gone, made it again for its secrets.json.
const config = loadConfig()
const env = process.env as Record<string, string | undefined>
env.OPERATOR_NODE_ENV = env.NODE_ENV || 'unset'
if (!env.NODE_ENV) env.NODE_ENV = 'production'

// As in cms/server.ts, before any module that reaches Payload's rich-text editor (the seed does):
// without it Node 20 now and then leaves a module pending and exits silently (preload-lexical.ts).
await preloadLexical()
const { startDataLayer } = await import('@/cms/infra/db/boot')
const { seedDemoContent } = await import('@/cms/demo/seed')

const logger = createLogger({ level: 'warn', production: false })
const data = await startDataLayer(config, logger, { migrate: true })
try {
  if (process.argv.includes('--seed')) await seedDemoContent(data.payload, config, logger)
} finally {
  await data.stop()
}
process.exit(0)
