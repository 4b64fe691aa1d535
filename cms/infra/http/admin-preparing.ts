/**
 * Payload's admin before its build is there. Outside production `npm start` builds it in the
 * background (scripts/build-admin.mjs, about a minute) while the site and /api already answer.
 * Until cms/next/.next is complete, /cms and Next's other paths answer 503: a French page that
 * reloads itself for people, a JSON error for /cms-api. The first request after the build has
 * landed starts Next's handler in this process: no restart.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { RequestHandler, Response } from 'express'
import type { Logger } from 'pino'
import { frenchText } from '@/contract/french/typography'
import { type CmsAdmin, isClosedCmsPath, isNextPath } from './cms-admin'
import { escapeHtml, noticeHeaders, noticePage } from './notice-page'

/**
 * - building: a live process is building the admin (its status file says so);
 * - failed: the last build failed (its output is in the log file);
 * - ready: a complete build is in place;
 * - missing: no build, and no one building it (the server was started without `npm start`).
 */
export type AdminBuildState = 'building' | 'failed' | 'ready' | 'missing'

/**
 * Where Next's build lives and what says how it goes. The names are those of
 * scripts/build-stamp.mjs: the build is `<distDir>` under cms/next (Next's `distDir`,
 * NEXT_DIST_DIR in cms/next/next.config.mjs, `.next` unless set), its status
 * `<distDir>-build.json` and the output of the last background build `<distDir>-build.log`.
 */
export function adminBuildPaths(nextDir = path.resolve('cms/next'), distDir = process.env.NEXT_DIST_DIR || '.next') {
  const build = path.resolve(nextDir, distDir)
  return { build, status: `${build}-build.json`, log: `${build}-build.log` }
}

interface BuildStatus {
  state?: string
  /** The process that started the build, and the builder it spawned (either alive: still building). */
  pid?: number
  builderPid?: number
}

function alive(pid: number | undefined): boolean {
  if (!pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** How the admin's build stands, from the files scripts/build-admin.mjs writes. */
export function adminBuildState(paths = adminBuildPaths()): AdminBuildState {
  let status: BuildStatus | undefined
  try {
    status = JSON.parse(fs.readFileSync(paths.status, 'utf8')) as BuildStatus
  } catch {
    // No status: no build running, none failed.
  }
  // A build in progress replaces the one in place (it may be older than the database's schema):
  // the new one is awaited rather than the old one started and then swapped under it.
  if (status?.state === 'building' && (alive(status.pid) || alive(status.builderPid))) return 'building'
  if (status?.state === 'failed') return 'failed'
  return fs.existsSync(path.join(paths.build, 'BUILD_ID')) ? 'ready' : 'missing'
}

/** The end of the last background build's output without stack frames, for the server's log. */
function logTail(file: string, lines = 30): string | undefined {
  try {
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !/^\s+(at |\[at )/.test(line))
      .slice(-lines)
      .join('\n')
  } catch {
    return undefined
  }
}

/** Seconds before the page reloads itself (and Retry-After): a build takes about a minute. */
const RELOAD_SECONDS = { building: 5, missing: 10, failed: 30 } as const

const TEXTS: Record<Exclude<AdminBuildState, 'ready'>, { title: string; paragraphs: string[]; api: string }> = {
  building: {
    title: 'Préparation de l’administration…',
    paragraphs: [
      'L’administration (Payload) se construit en arrière-plan. Cela prend environ une minute, au premier démarrage ou après une modification des collections.',
      'Cette page se recharge toute seule et l’affichera dès qu’elle sera prête.',
    ],
    api: 'L’administration est en préparation (environ une minute) : réessayez dans quelques instants.',
  },
  missing: {
    title: 'L’administration n’est pas encore construite',
    paragraphs: [
      'Aucune construction de l’administration (Payload) n’est en cours. Lancez « npm start », qui la construit en arrière-plan, ou « npm run build ».',
      'Cette page se recharge toute seule et l’affichera dès qu’elle sera prête.',
    ],
    api: 'L’administration n’est pas construite : lancez « npm start » ou « npm run build ».',
  },
  failed: {
    title: 'La préparation de l’administration a échoué',
    paragraphs: [
      'La construction de l’administration (Payload) s’est arrêtée sur une erreur. Le détail est dans le terminal de « npm start » et dans « cms/next/.next-build.log ».',
      'Corrigez l’erreur puis relancez « npm start » : cette page se recharge toute seule.',
    ],
    api: 'La construction de l’administration a échoué : voir le journal du serveur.',
  },
}

/** The page /cms shows while the admin is not there: French, branded, reloading itself, not indexed. */
export function adminPreparingPage(state: Exclude<AdminBuildState, 'ready'>, siteName: string): string {
  const text = TEXTS[state]
  return noticePage({
    title: text.title,
    paragraphs: text.paragraphs,
    siteName,
    reloadSeconds: RELOAD_SECONDS[state],
    context: 'CMS',
    tone: state === 'failed' ? 'failed' : state === 'missing' ? 'plain' : 'progress',
    footerHtml: `${escapeHtml(frenchText('Le site et son API fonctionnent déjà :'))} <a href="/">aller au site</a>.`,
  })
}

function sendPreparing(res: Response, pathname: string, state: Exclude<AdminBuildState, 'ready'>, siteName: string) {
  res.status(503).set(noticeHeaders(RELOAD_SECONDS[state]))
  if (pathname === '/cms' || pathname.startsWith('/cms/')) {
    res.type('html').send(adminPreparingPage(state, siteName))
    return
  }
  // /cms-api (Payload's REST API, the admin's scripts) and Next's own files.
  res.json({ success: false, error: frenchText(TEXTS[state].api) })
}

export interface LazyCmsAdminOptions {
  /** How the build stands (adminBuildState). */
  state: () => AdminBuildState
  /** Starts Next's handler on the finished build (startCmsAdmin). */
  start: () => Promise<CmsAdmin>
  logger: Logger
  siteName: string
  /** Where the failed build's output is, for the log. */
  logFile?: string
}

/**
 * Payload's admin, started on the first request that finds its build in place. Until then (or
 * if the build failed) Next's paths answer 503 (adminPreparingPage); Payload's client-auth
 * paths closed to everyone stay 404, as with the admin (cms-admin.ts).
 */
export function lazyCmsAdmin(options: LazyCmsAdminOptions): CmsAdmin & { pending: () => boolean } {
  let admin: CmsAdmin | undefined
  let starting: Promise<CmsAdmin> | undefined
  let lastState: AdminBuildState | undefined

  const start = () =>
    (starting ??= options.start().then(
      (started) => {
        admin = started
        options.logger.info('Payload admin started: its build is in place')
        return started
      },
      (error: unknown) => {
        // Another request tries again.
        starting = undefined
        options.logger.error({ err: error }, 'Could not start Payload admin on its build')
        throw error
      },
    ))

  const middleware: RequestHandler = (req, res, next) => {
    if (admin) return admin.middleware(req, res, next)
    if (!isNextPath(req.path)) return next()
    if (isClosedCmsPath(req.path)) {
      res.status(404).json({ success: false, error: 'Cette adresse n’existe pas : les comptes clients passent par /api.' })
      return
    }
    const state = options.state()
    if (state !== lastState) {
      lastState = state
      if (state === 'failed')
        options.logger.error({ buildOutput: options.logFile && logTail(options.logFile) }, 'Payload admin build failed')
      else if (state !== 'ready') options.logger.info({ state }, 'Payload admin not built yet: /cms answers 503 meanwhile')
    }
    if (state !== 'ready') return sendPreparing(res, req.path, state, options.siteName)
    start().then(
      (started) => started.middleware(req, res, next),
      () => sendPreparing(res, req.path, 'failed', options.siteName),
    )
  }

  return {
    middleware,
    pending: () => admin === undefined,
    close: async () => {
      const started = await starting?.catch(() => undefined)
      await started?.close()
    },
  }
}
