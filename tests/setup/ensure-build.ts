// The test servers run on the built files, as `npm start` does: build once if anything changed.
// Then the database templates their fresh DATA_DIRs start from, once per build (tests/helpers/db-template.ts).
import { build } from '@/scripts/build.mjs'
import { prepareTemplates } from '../helpers/db-template'

export default async function ensureBuild() {
  build()
  await prepareTemplates()
}
