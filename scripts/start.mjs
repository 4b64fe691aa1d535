// `npm start`: builds what changed since the last build, then runs the built server.
// In production (NODE_ENV=production, as the operator sets it) everything is built first, as
// `npm run build` does. Elsewhere Payload's admin (Next, about a minute) is left out of that:
// it builds in the background once the site and /api answer, /cms saying so meanwhile
// (cms/infra/http/admin-preparing.ts), and the server picks it up when it lands; the static
// files' brotli copies are made at a quicker quality.
import { prepareAdminBuild } from './build-admin.mjs'
import { build } from './build.mjs'
import { SERVER_ENTRY } from './build-stamp.mjs'

const production = process.env.NODE_ENV === 'production'
const withAdmin = process.env.CMS_ADMIN !== 'off'

build({ admin: withAdmin && production, compression: production ? 'best' : 'fast' })
const adminBuild = withAdmin && !production ? prepareAdminBuild() : undefined
process.setSourceMapsEnabled(true)
await import(`../${SERVER_ENTRY}`)
// The server answers: the admin's build gets what processor time the site leaves.
adminBuild?.start()
