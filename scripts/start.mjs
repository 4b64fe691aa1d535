// `npm start`: builds what changed since the last build, then runs the server on the built files.
import { build } from './build.mjs'

build()
const { tsImport } = await import('tsx/esm/api')
await tsImport('../cms/server.ts', import.meta.url)
