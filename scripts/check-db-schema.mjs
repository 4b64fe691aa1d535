/**
 * `npm run lint`'s schema check: cms/infra/db/generate-schema.ts --check, under tsx. About one
 * start in thirty, loading Payload's module graph under tsx on Node 20 never settles and Node
 * ends the process with code 13 ("unsettled top-level await"), printing nothing: measured 3 in
 * 60 on a commit whose check had always passed, with no top-level await of ours in that graph.
 * Code 13 is no answer, not a stale schema (that is code 1), so the check runs again, up to
 * three starts in all; any other code is the answer.
 */
import { spawnSync } from 'node:child_process'

const UNSETTLED_TOP_LEVEL_AWAIT = 13
const STARTS = 3

for (let start = 1; ; start++) {
  const { status, error } = spawnSync('npx', ['tsx', 'cms/infra/db/generate-schema.ts', '--check'], { stdio: 'inherit' })
  if (error) throw error
  if (status !== UNSETTLED_TOP_LEVEL_AWAIT || start === STARTS) process.exit(status ?? 1)
  console.warn(`› Le chargement de Payload n’a pas abouti (code ${status}) : nouvel essai de la vérification du schéma.`)
}
