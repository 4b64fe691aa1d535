/** `npm run db:seed`: demo content into a new (empty) database. */
import { loadConfig } from '../infra/config/env'
import { createLogger } from '../infra/logging/logger'
import { startDataLayer } from '../infra/db/boot'
import { seedDemoContent } from './seed'

const config = loadConfig()
const logger = createLogger({ level: 'info', production: false })
const data = await startDataLayer(config, logger)
try {
  const result = await seedDemoContent(data.payload, config, logger)
  console.log(result)
} finally {
  await data.stop()
}
process.exit(0)
