// The test servers run on the built files, as `npm start` does: build once if anything changed.
// @ts-expect-error -- plain ESM script without types
import { build } from '../../scripts/build.mjs'

export default function ensureBuild() {
  ;(build as (options?: { force?: boolean }) => boolean)()
}
