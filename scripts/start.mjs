// `npm start`: builds what changed since the last build, then runs the built server.
// In production (NODE_ENV=production, as the operator sets it) everything is built first, as
// `npm run build` does. Elsewhere the first start is made short:
// - the server is built first and starts while Vite builds the web app (its database's creation
//   overlaps with Vite's work); it serves the web app once that is built (cms/server.ts);
// - Payload's admin (Next, about a minute) builds in the background once the site and /api
//   answer, /cms saying so meanwhile (cms/infra/http/admin-preparing.ts), and the server picks
//   it up when it lands.
import { prepareAdminBuild } from './build-admin.mjs'
import { build, buildSiteWhileStarting } from './build.mjs'
import { SERVER_ENTRY, WEB_BUILD_KEY } from './build-stamp.mjs'

const production = process.env.NODE_ENV === 'production'
const withAdmin = process.env.CMS_ADMIN !== 'off'

if (production) build({ admin: withAdmin })
else globalThis[WEB_BUILD_KEY] = buildSiteWhileStarting()
const adminBuild = withAdmin && !production ? prepareAdminBuild() : undefined
process.setSourceMapsEnabled(true)
await import(`../${SERVER_ENTRY}`)
// The server answers: the admin's build gets what processor time the site leaves.
adminBuild?.start()
