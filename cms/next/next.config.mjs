// Next.js serves only Payload's admin (/cms) and REST API (/cms-api), inside the express
// server (cms/infra/http/cms-admin.ts). The product's own screens are the Vite app in web/.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(dirname, '../..')

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Type-checking is `npm run typecheck`'s job; building twice costs a minute and 2 GB.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // scripts/build-admin.mjs builds into .next-building, then swaps it in as .next (what the
  // server serves); cms/infra/http/admin-preparing.ts looks for the build under the same name.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The data model, collections and contract live above this folder.
  outputFileTracingRoot: repoRoot,
  turbopack: { root: repoRoot },
  // Headers (CSP…) are set by express for every path, Next's included.
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
