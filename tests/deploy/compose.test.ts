/**
 * docker-compose.yml and its Caddyfile describe a deployment that holds together: replicas of the app
 * built from this repository's Dockerfile, Caddy balancing over exactly those replicas on the app's
 * port, PostgreSQL and MinIO wired in, every variable documented, no secret written in the file.
 * Read as compose reads them (anchors and merge keys resolved); no Docker needed.
 */
import { describe, expect, it } from 'vitest'
import {
  caddyfileText,
  type ComposeService,
  dependenciesOf,
  documentedVariables,
  durationSeconds,
  envExampleText,
  environmentOf,
  interpolatedVariables,
  readCompose,
  parseDockerfile,
  dockerfileText,
} from './deploy-files'

const compose = readCompose()
const services = compose.services

const builtFromDockerfile = (service: ComposeService) => {
  const build = typeof service.build === 'string' ? { context: service.build } : service.build
  return build !== undefined && ['.', './'].includes(build.context ?? '') && (build.dockerfile ?? 'Dockerfile') === 'Dockerfile'
}

/** The app's replicas: services built from the Dockerfile that `docker compose up` starts (no profile). */
const appServices = Object.entries(services).filter(([, service]) => builtFromDockerfile(service) && !service.profiles?.length)
const replicas = appServices.reduce((count, [, service]) => count + (service.deploy?.replicas ?? 1), 0)
const appPort = (service: ComposeService) => environmentOf(service).PORT ?? '3000'

/** The Caddyfile's reverse_proxy: its upstreams and the options of its block. */
function reverseProxy() {
  const text = caddyfileText()
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter(Boolean)
  const start = text.findIndex((line) => line.startsWith('reverse_proxy'))
  expect(start, 'a reverse_proxy directive').toBeGreaterThanOrEqual(0)
  const upstreams = text[start]!.replace(/\{$/, '').trim().split(/\s+/).slice(1)
  const options = new Map<string, string>()
  for (const line of text.slice(start + 1)) {
    if (line === '}') break
    const [name = '', ...values] = line.split(/\s+/)
    options.set(name, values.join(' '))
  }
  return { upstreams, options }
}

describe('docker-compose.yml', () => {
  it('runs at least two replicas of the app, all built from the Dockerfile into one image', () => {
    expect(replicas).toBeGreaterThanOrEqual(2)
    expect(new Set(appServices.map(([, service]) => service.image)).size).toBe(1)
  })

  it('runs them as the image is meant to: production mode, the port the image exposes, stopped by SIGTERM', () => {
    const exposed = parseDockerfile(dockerfileText())
      .stages.at(-1)!
      .instructions.filter((instruction) => instruction.keyword === 'EXPOSE')
      .map((instruction) => instruction.args)
    for (const [name, service] of appServices) {
      expect(environmentOf(service).NODE_ENV, name).toBe('production')
      expect(exposed, name).toContain(appPort(service))
      // Passes the stop signal to node rather than being PID 1 itself, and never overridden by an npm command.
      expect(service.init, name).toBe(true)
      expect(service.command, name).toBeUndefined()
    }
  })

  it('puts Caddy in front, balancing round robin over exactly those replicas on the app’s port', () => {
    const { upstreams, options } = reverseProxy()
    // One upstream per replica (Caddy health-checks no upstream it finds by DNS): one service each.
    expect(upstreams.sort()).toEqual(appServices.map(([name, service]) => `${name}:${appPort(service)}`).sort())
    expect(options.get('lb_policy')).toBe('round_robin')
    // A draining or restarting replica's requests are tried again on another one.
    expect(durationSeconds(options.get('lb_try_duration') ?? '0s')).toBeGreaterThanOrEqual(5)
    // Each replica is taken out while it starts or drains.
    expect(options.get('health_uri')).toBe('/api/health/ready')
    // The server keeps serving SHUTDOWN_DELAY_SECONDS (5 by default) after SIGTERM: Caddy must notice well within it.
    expect(durationSeconds(options.get('health_interval') ?? '30s')).toBeLessThanOrEqual(2.5)
    // The client's address reaches the app as Caddy's X-Forwarded-For: no proxy in front of Caddy is trusted to set it.
    expect(options.has('trusted_proxies')).toBe(false)
    expect(caddyfileText()).not.toMatch(/^\s*trusted_proxies/m)

    const caddy = services.caddy!
    expect(caddy.image).toMatch(/^caddy:/)
    expect(caddy.ports?.map(String)).toEqual(expect.arrayContaining(['80:80', '443:443']))
    expect(caddy.volumes).toEqual(expect.arrayContaining([expect.stringMatching(/^\.\/Caddyfile:\/etc\/caddy\/Caddyfile/)]))
    // Its certificates survive a restart.
    expect(caddy.volumes).toEqual(expect.arrayContaining([expect.stringMatching(/^caddy-data:\/data$/)]))
    // Every variable the Caddyfile reads is given to the container.
    for (const [, name] of caddyfileText().matchAll(/\{\$([A-Z0-9_]+)/g)) expect(Object.keys(environmentOf(caddy))).toContain(name)
  })

  it('tells the app it is behind one proxy and where its database is', () => {
    for (const [name, service] of appServices) {
      const environment = environmentOf(service)
      expect(environment.TRUST_PROXY, name).toBe('1')
      const database = new URL(environment.DATABASE_URL!.replace(/\$\{[^}]*\}/g, 'variable'))
      expect(database.protocol, name).toBe('postgres:')
      expect(services[database.hostname]?.image, name).toMatch(/^postgres:18/)
      expect(database.port, name).toBe('5432')
      expect(environment.PUBLIC_URL, name).toMatch(/\$\{SITE_DOMAIN/)
    }
  })

  it('keeps PostgreSQL’s data in a volume, checks its health, and starts the app once it is healthy', () => {
    const db = services.db!
    expect(db.healthcheck?.test).toEqual(expect.arrayContaining([expect.stringContaining('pg_isready')]))
    const dataVolume = db.volumes?.map(String).find((volume) => volume.endsWith(':/var/lib/postgresql'))
    expect(dataVolume, 'a volume on /var/lib/postgresql (PostgreSQL 18’s image)').toBeDefined()
    expect(Object.keys(compose.volumes ?? {})).toContain(dataVolume!.split(':')[0])
    for (const [name, service] of appServices) expect(dependenciesOf(service).db, name).toBe('service_healthy')
  })

  it('stores the documents in MinIO, in a bucket created before the app starts', () => {
    expect(services.minio?.image).toMatch(/minio\/minio:/)
    expect(services.minio?.healthcheck?.test).toBeDefined()
    const init = services['minio-init']!
    expect(dependenciesOf(init).minio).toBe('service_healthy')
    expect(String(init.command)).toContain('mc mb --ignore-existing')
    for (const [name, service] of appServices) {
      const environment = environmentOf(service)
      expect(dependenciesOf(service)['minio-init'], name).toBe('service_completed_successfully')
      expect(new URL(environment.S3_ENDPOINT!).hostname, name).toBe('minio')
      expect(environment.S3_FORCE_PATH_STYLE, name).toBe('true')
      // The bucket the app uses is the one the init service creates.
      expect(environment.S3_BUCKET, name).toBe(environmentOf(init).S3_BUCKET)
      // MinIO's root account is not handed to the app: .env holds it and the app reads .env, so it is blanked.
      if (service.env_file !== undefined) {
        expect(environment, name).toHaveProperty('MINIO_ROOT_USER', '')
        expect(environment, name).toHaveProperty('MINIO_ROOT_PASSWORD', '')
      }
    }
  })

  it('gives a stopping replica the time to drain: SHUTDOWN_DELAY_SECONDS (5) and the server’s own 15 s limit', () => {
    for (const [name, service] of appServices)
      expect(durationSeconds(service.stop_grace_period ?? '10s'), name).toBeGreaterThanOrEqual(5 + 15)
  })

  it('runs the migrations as a release step with the same image and settings', () => {
    const migrate = services.migrate!
    expect(builtFromDockerfile(migrate)).toBe(true)
    expect(migrate.command).toEqual(['npm', 'run', 'db:migrate'])
    expect(environmentOf(migrate)).toEqual(environmentOf(appServices[0]![1]))
  })

  it('documents every variable it reads in .env.example', () => {
    const documented = documentedVariables(envExampleText())
    const used = [...interpolatedVariables(compose)]
    expect(used.length).toBeGreaterThan(5)
    expect(used.filter((name) => !documented.has(name))).toEqual([])
  })

  it('writes no secret in the file: passwords, keys and tokens come from variables', () => {
    const secretName = /PASSWORD|SECRET|TOKEN|_KEY$|_KEY_ID$|ROOT_USER$/
    for (const [name, service] of Object.entries(services)) {
      for (const [variable, value] of Object.entries(environmentOf(service))) {
        if (secretName.test(variable)) expect(value === '' || /^\$\{[A-Z0-9_]+(:\?[^}]*)?\}$/.test(value), `${name} ${variable}`).toBe(true)
        // A password inside a URL is a variable too.
        const credentials = /^[a-z]+:\/\/([^@]*)@/.exec(value)?.[1]
        if (credentials?.includes(':'))
          expect(credentials.slice(credentials.indexOf(':') + 1), `${name} ${variable}`).toMatch(/^\$\{[A-Z0-9_]+(:\?[^}]*)?\}$/)
      }
    }
  })
})
