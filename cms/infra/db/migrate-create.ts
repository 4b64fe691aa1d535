/**
 * `npm run db:migrate:create -- <name>`: writes a migration for the changes made to
 * collections/ since the last one (Payload's generator), on the embedded database or DATABASE_URL.
 */
import { loadConfig } from '../config/env'
import { createLogger } from '../logging/logger'
import { startDataLayer } from './boot'

const name = process.argv[2] ?? 'change'
const config = loadConfig()
const logger = createLogger({ level: 'info', production: false })
const data = await startDataLayer(config, logger, { migrate: true })
try {
  await data.payload.db.createMigration({ migrationName: name, payload: data.payload, forceAcceptWarning: true })
} finally {
  await data.stop()
}
process.exit(0)
