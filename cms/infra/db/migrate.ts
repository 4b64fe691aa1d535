/** `npm run db:migrate`: applies pending migrations (the server also does at start). */
import { loadConfig } from '../config/env'
import { createLogger } from '../logging/logger'
import { startDataLayer } from './boot'

const data = await startDataLayer(loadConfig(), createLogger({ level: 'info', production: false }), { migrate: true })
await data.stop()
process.exit(0)
