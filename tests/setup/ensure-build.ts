// The test servers run on the built files, as `npm start` does: build once if anything changed.
import { build } from '@/scripts/build.mjs'

export default function ensureBuild() {
  build()
}
