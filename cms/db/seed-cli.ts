/** `npm run db:seed`: demo content into a new (empty) database. */
import { loadConfig } from '../config/env'
import { createLogger } from '../logger'
import { startDataLayer } from './boot'
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
