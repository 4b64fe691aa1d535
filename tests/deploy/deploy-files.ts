/** Readers for the deployment's files, as docker compose, Caddy and docker build read them (simplified). */
import fs from 'node:fs'
import { parse } from 'yaml'

const repoFile = (name: string) => fs.readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8')

export const composeText = () => repoFile('docker-compose.yml')
export const caddyfileText = () => repoFile('Caddyfile')
export const dockerfileText = () => repoFile('Dockerfile')
export const dockerignoreText = () => repoFile('.dockerignore')
export const envExampleText = () => repoFile('.env.example')
export const packageJson = () => JSON.parse(repoFile('package.json')) as { scripts: Record<string, string> }

export interface ComposeService {
  image?: string
  build?: string | { context?: string; dockerfile?: string }
  profiles?: string[]
  environment?: Record<string, string | number | boolean | null> | string[]
  depends_on?: string[] | Record<string, { condition?: string }>
  healthcheck?: { test?: string | string[]; disable?: boolean }
  volumes?: (string | { type?: string; source?: string; target?: string })[]
  ports?: (string | number)[]
  deploy?: { replicas?: number }
  stop_grace_period?: string
  command?: string | string[]
  init?: boolean
  env_file?: string | string[]
}

export interface Compose {
  services: Record<string, ComposeService>
  volumes?: Record<string, unknown>
}

/** docker-compose.yml with its anchors and merge keys (`<<: *app`) resolved, as compose does. */
export function readCompose(): Compose {
  return parse(composeText(), { merge: true }) as Compose
}

/** A service's environment as a map (compose takes a map or a list of NAME=value). */
export function environmentOf(service: ComposeService): Record<string, string> {
  const environment = service.environment ?? {}
  if (Array.isArray(environment))
    return Object.fromEntries(
      environment.map((entry) => {
        const at = entry.indexOf('=')
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)]
      }),
    )
  return Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, value === null ? '' : String(value)]))
}

export function dependenciesOf(service: ComposeService): Record<string, string | undefined> {
  const dependsOn = service.depends_on ?? {}
  if (Array.isArray(dependsOn)) return Object.fromEntries(dependsOn.map((name) => [name, 'service_started']))
  return Object.fromEntries(Object.entries(dependsOn).map(([name, options]) => [name, options.condition ?? 'service_started']))
}

/**
 * Variables compose interpolates in a parsed file's values (comments are not read): ${NAME},
 * ${NAME:-default}, ${NAME:?error}… and $NAME; `$$` is a literal dollar, left to the container's shell.
 */
export function interpolatedVariables(value: unknown, names = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const unescaped = value.replaceAll('$$', '')
    for (const match of unescaped.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(match[1]!)
  } else if (Array.isArray(value)) for (const item of value) interpolatedVariables(item, names)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) interpolatedVariables(item, names)
  return names
}

/** Variables .env.example documents, set or commented out (`NAME=…` or `# NAME=…`). */
export function documentedVariables(text: string): Set<string> {
  return new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!))
}

/** Seconds in a compose duration: 30s, 1m30s, 1m, 500ms. */
export function durationSeconds(duration: string): number {
  let seconds = 0
  for (const [, amount, unit] of duration.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g))
    seconds += Number(amount) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit as 'ms' | 's' | 'm' | 'h']
  return seconds
}

export interface Instruction {
  keyword: string
  args: string
}

export interface Stage {
  from: string
  name?: string
  instructions: Instruction[]
}

/** A Dockerfile's instructions (continuation lines joined, comments dropped), grouped by stage. */
export function parseDockerfile(text: string): { args: Record<string, string>; stages: Stage[] } {
  const logical: string[] = []
  let current = ''
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line)) continue
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `
      continue
    }
    current += line
    if (current.trim() !== '') logical.push(current.trim())
    current = ''
  }
  const args: Record<string, string> = {}
  const stages: Stage[] = []
  for (const line of logical) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? []
    const instruction = { keyword: keyword.toUpperCase(), args: rest.replace(/\s+/g, ' ').trim() }
    if (instruction.keyword === 'FROM') {
      const [, from = '', name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(instruction.args) ?? []
      stages.push({ from: from.replace(/^\$\{?(\w+)\}?$/, (_, arg: string) => args[arg] ?? from), name, instructions: [] })
    } else if (stages.length === 0 && instruction.keyword === 'ARG') {
      const [name = '', value = ''] = instruction.args.split('=')
      args[name] = value
    } else stages.at(-1)?.instructions.push(instruction)
  }
  return { args, stages }
}

/**
 * Whether .dockerignore keeps `file` out of the build context: its patterns in order, the last that
 * matches the path or one of its parent folders deciding (`!` takes a path back in).
 */
export function dockerIgnores(dockerignore: string, file: string): boolean {
  const patterns = dockerignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
  const candidates = file.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'))
  let ignored = false
  for (const raw of patterns) {
    const negated = raw.startsWith('!')
    const pattern = (negated ? raw.slice(1) : raw).replace(/^\/+|\/+$/g, '')
    const expression = new RegExp(
      `^${pattern
        .split('**/')
        .map((part) =>
          part
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replaceAll('**', '\0')
            .replaceAll('*', '[^/]*')
            .replaceAll('?', '[^/]')
            .replaceAll('\0', '.*'),
        )
        .join('(?:.*/)?')}$`,
    )
    if (candidates.some((candidate) => expression.test(candidate))) ignored = !negated
  }
  return ignored
}
