/**
 * The Dockerfile builds once and ships a runtime that holds only what the server needs: the built
 * files and the production dependencies, run as a non-root user by node itself; .dockerignore keeps
 * secrets, local data and tests out of the build context. Read line by line; no Docker needed.
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '@/scripts/build-stamp.mjs'
import { dockerfileText, dockerignoreText, dockerIgnores, type Instruction, packageJson, parseDockerfile } from './deploy-files'

const { args, stages } = parseDockerfile(dockerfileText())
const runtime = stages.at(-1)!
const stageNamed = (name: string) => stages.find((stage) => stage.name === name)
const all = (instructions: Instruction[], keyword: string) => instructions.filter((instruction) => instruction.keyword === keyword)
const fromStage = (copy: Instruction) => /--from=(\S+)/.exec(copy.args)?.[1]
/** A stage with the stages it is built on (FROM <stage>). */
const lineage = (stage: NonNullable<ReturnType<typeof stageNamed>>): NonNullable<ReturnType<typeof stageNamed>>[] => {
  const parent = stageNamed(stage.from)
  return parent ? [...lineage(parent), stage] : [stage]
}
const runsIn = (stage: NonNullable<ReturnType<typeof stageNamed>>) =>
  lineage(stage)
    .flatMap((ancestor) => all(ancestor.instructions, 'RUN'))
    .map((instruction) => instruction.args)
    .join('\n')

describe('Dockerfile', () => {
  it('is multi-stage: a build stage, then a runtime on node:20-bookworm-slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2)
    const base = runtime.from.replace(/^\$\{?(\w+)\}?$/, (_, name: string) => args[name] ?? name)
    expect(base).toBe('node:20-bookworm-slim')
  })

  it('builds once with npm ci and npm run build, with the npm whose allowScripts package.json holds', () => {
    const build = runsIn(stageNamed('build')!)
    expect(build).toMatch(/\bnpm ci\b/)
    expect(build).toMatch(/\bnpm run build\b/)
    // npm 11 runs only the install scripts package.json's allowScripts approves; the npm 10 of node 20 runs them all.
    expect(build).toContain('npm install --global --no-audit --no-fund npm@${NPM_VERSION}')
    const npmVersion = all(stageNamed('npm')?.instructions ?? [], 'ARG').find((arg) => arg.args.startsWith('NPM_VERSION='))
    expect(Number(npmVersion?.args.split('=')[1]?.split('.')[0])).toBeGreaterThanOrEqual(11)
  })

  it('takes only built files into the runtime, never the whole context', () => {
    const copies = all(runtime.instructions, 'COPY').concat(all(runtime.instructions, 'ADD'))
    for (const copy of copies) {
      expect(copy.args, 'COPY . . in the runtime').not.toMatch(/^(--\S+\s+)*\.\/?\s+\S+$/)
      // From the context, package.json alone (its "type": "module" for the built files, and npm run's scripts).
      if (!fromStage(copy)) expect(copy.args).toMatch(/^package\.json \.\/?$/)
    }
    const copied = copies.map((copy) => copy.args).join('\n')
    expect(copied).toContain('dist')
    expect(copied).toContain('cms/next/.next')
    expect(copied).not.toMatch(/web-sourcemaps|tests|\.env/)
  })

  it('drops the source maps and Next’s cache in the build step whose output the runtime copies', () => {
    const build = runsIn(stageNamed('build')!)
    expect(build).toMatch(/rm -rf [^\n]*dist\/web-sourcemaps/)
    expect(build).toMatch(/rm -rf [^\n]*cms\/next\/\.next\/cache/)
    expect(build).toMatch(/find dist cms\/next\/\.next -name '\*\.map'[^\n]*-delete/)
  })

  it('installs production dependencies only for the runtime', () => {
    const nodeModules = all(runtime.instructions, 'COPY').find((copy) => /\/node_modules\s/.test(copy.args))
    const source = stageNamed(fromStage(nodeModules!)!)!
    expect(runsIn(source)).toMatch(/npm ci --omit=dev/)
    // That stage holds no build: no dev dependency can slip in through it.
    expect(runsIn(source)).not.toMatch(/npm run build|npm ci(?! --omit=dev)/)
  })

  it('keeps in the image what npm run db:migrate and the other operator commands read', () => {
    const build = runsIn(stageNamed('build')!)
    for (const script of ['db:migrate', 'db:backup', 'db:restore', 'cms:create-editor', 'housekeeping', 'db:seed']) {
      const [runner, entry] = packageJson().scripts[script]!.split(/\s+/)
      expect(runner, script).toBe('tsx')
      // esbuild's import graph from that entry is what /cli-sources keeps.
      expect(build, script).toContain(entry)
    }
    expect(all(runtime.instructions, 'COPY').some((copy) => copy.args.startsWith('--from=build /cli-sources'))).toBe(true)
  })

  it('runs as the unprivileged node user, in production mode, on port 3000', () => {
    const users = all(runtime.instructions, 'USER')
    expect(users.at(-1)?.args).toBe('node')
    const environment = all(runtime.instructions, 'ENV')
      .map((instruction) => instruction.args)
      .join(' ')
    expect(environment).toMatch(/\bNODE_ENV=production\b/)
    expect(all(runtime.instructions, 'EXPOSE').map((instruction) => instruction.args)).toContain('3000')
  })

  it('checks its health on GET /api/health with node (the slim image has no curl)', () => {
    const [healthcheck] = all(runtime.instructions, 'HEALTHCHECK')
    expect(healthcheck?.args).toMatch(/CMD \["node", "-e", .*\/api\/health'/)
    expect(healthcheck?.args).not.toMatch(/curl|wget/)
  })

  it('npm start runs the server with the same node flags', () => {
    expect(packageJson().scripts.start).toBe(['node', ...SERVER_NODE_FLAGS, 'scripts/start.mjs'].join(' '))
  })

  it('starts the built server with node itself (exec form), so SIGTERM reaches it', () => {
    const [cmd, ...more] = all(runtime.instructions, 'CMD')
    expect(more).toEqual([])
    expect(all(runtime.instructions, 'ENTRYPOINT')).toEqual([])
    expect(JSON.parse(cmd!.args)).toEqual(['node', ...SERVER_NODE_FLAGS, SERVER_ENTRY])
  })
})

describe('.dockerignore', () => {
  const ignore = dockerignoreText()

  it.each([
    'node_modules/react/index.js',
    '.env',
    '.env.local',
    '.env.production',
    'data/postgres/PG_VERSION',
    'data/secrets.json',
    'dist/web-sourcemaps/assets/index.js.map',
    'dist/server/server.mjs',
    'cms/next/.next/BUILD_ID',
    'tests/api/auth.test.ts',
    '.git/HEAD',
  ])('keeps %s out of the build context', (file) => {
    expect(dockerIgnores(ignore, file)).toBe(true)
  })

  it.each([
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'payload.config.ts',
    'payload-types.ts',
    'scripts/build.mjs',
    'cms/server.ts',
    'cms/migrations/index.ts',
    'cms/next/next.config.mjs',
    'collections/users/index.ts',
    'contract/zod.ts',
    'web/index.html',
    'web/vite.config.ts',
  ])('sends %s, which the build reads', (file) => {
    expect(fs.existsSync(new URL(`../../${file}`, import.meta.url)), file).toBe(true)
    expect(dockerIgnores(ignore, file)).toBe(false)
  })
})
