/**
 * `npm run housekeeping`: every retention and clean-up job once, now, through the same code as
 * the server's nightly tasks (cms/features/housekeeping/registry.ts). For an operator who wants it done
 * before a backup or an export, and for the tests. Works beside a running server: it uses the
 * server's database (DATABASE_URL, or the embedded PostgreSQL the server started), and every job
 * is idempotent, so a run that meets the server's own does no harm.
 */
import { safeErrorSerializer } from '@/cms/infra/logging/log-safety'
import { loadConfig } from '@/cms/infra/config/env'
import { connectToDatabase } from '@/cms/infra/db/backup/connect'
import { startDataLayer } from '@/cms/infra/db/boot'
import { createLogger } from '@/cms/infra/logging/logger'
import { runAllHousekeeping } from './registry'

const config = loadConfig()
// At least `info`: the counts are what this command is for.
const logger = createLogger({ level: 'info', production: config.production })

try {
  const database = await connectToDatabase(config, logger)
  try {
    // The schema is the server's to migrate (npm start): a command run beside a server of another version must not change it.
    const data = await startDataLayer({ ...config, databaseUrl: database.url }, logger, { migrate: false })
    try {
      await runAllHousekeeping({ payload: data.payload, config, logger, now: new Date() })
    } finally {
      await data.stop()
    }
  } finally {
    await database.release()
  }
  process.exit(0)
} catch (error) {
  // A failed query's message holds its parameters (names, emails): never printed (cms/infra/logging/log-safety.ts).
  const { message } = safeErrorSerializer(error) as { message?: string }
  console.error(`Nettoyage impossible\u00a0: ${message ?? String(error)}`)
  process.exit(1)
}
