// `npm start`: builds what changed since the last build, then runs the built server.
import { build } from './build.mjs'
import { SERVER_ENTRY } from './build-stamp.mjs'

build()
process.setSourceMapsEnabled(true)
await import(`../${SERVER_ENTRY}`)
