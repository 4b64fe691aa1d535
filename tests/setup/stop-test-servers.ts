// After each test file, the test servers it left running (a hook or a test timed out before their
// stop) are stopped, with their PostgreSQL: otherwise they run on after the run (tests/helpers/leftover-servers.ts).
import { afterAll } from 'vitest'
import { stopLeftoverServers } from '../helpers/leftover-servers'

afterAll(async () => {
  const stopped = await stopLeftoverServers()
  if (stopped > 0) console.warn(`${stopped} test server(s) left running by this file: stopped`)
}, 60_000)
