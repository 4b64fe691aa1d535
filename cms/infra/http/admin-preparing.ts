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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** Quoted commands become code, the rest is French text, escaped. */
function paragraphHtml(text: string): string {
  return escapeHtml(frenchText(text)).replace(/«\u00a0(.+?)\u00a0»/g, '<code>$1</code>')
}

/** The brand's colours, mark and type (web/src/styles/theme.ts, web/src/components/brand/logo.tsx), without the web app. */
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-width:320px;min-height:100vh;display:flex;flex-direction:column;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;font-size:16px;line-height:1.5;color:#0f172a;background:#f1f5f9;-webkit-font-smoothing:antialiased}
a{color:#1d4ed8;text-underline-offset:2px}
a:hover{color:#1e40af}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
header{background:#fff;border-bottom:1px solid #cbd5e1}
.bar{display:flex;align-items:center;gap:.6rem;max-width:1100px;min-height:64px;margin:0 auto;padding:0 1.25rem}
.brand{display:inline-flex;align-items:center;gap:.6rem;min-height:44px;font-weight:800;font-size:1.125rem;letter-spacing:-.01em;color:#0f172a;text-decoration:none;border-radius:8px;white-space:nowrap}
.brand:hover{color:#0f172a}
.context{display:inline-flex;padding:.15rem .6rem;border-radius:999px;background:#eff6ff;color:#1d4ed8;font-size:.8125rem;font-weight:600;white-space:nowrap}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:clamp(1.5rem,8vh,5rem) 1rem 3rem}
.card{width:100%;max-width:600px;background:#fff;border:1px solid #cbd5e1;border-radius:10px;box-shadow:0 1px 2px rgba(15,23,42,.06),0 4px 16px rgba(15,23,42,.06);padding:clamp(1.5rem,5vw,2.25rem)}
h1{font-size:clamp(1.375rem,4vw,1.625rem);line-height:1.2;margin:0 0 .75rem}
p{margin:0 0 .75rem;color:#475569}
p:last-child{margin-bottom:0}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;color:#0f172a;background:#f1f5f9;border:1px solid #cbd5e1;border-radius:6px;padding:.05em .35em;white-space:nowrap}
.progress{height:6px;border-radius:999px;background:#eff6ff;overflow:hidden;margin-bottom:1.5rem}
.progress span{display:block;width:40%;height:100%;border-radius:999px;background:#1d4ed8;animation:slide 1.6s ease-in-out infinite}
.failed .progress span{width:100%;background:#b91c1c;animation:none}
.failed h1{color:#b91c1c}
.site{margin-top:1.5rem;padding-top:1rem;border-top:1px solid #e2e8f0;font-size:.9375rem}
@keyframes slide{0%{transform:translateX(-100%)}100%{transform:translateX(250%)}}
@media (prefers-reduced-motion:reduce){.progress span{animation:none;width:100%;opacity:.5}}
@media (max-width:479px){.bar{padding:0 1rem}}
`.trim()

const LOGO = `<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#1d4ed8"/><path d="M8 22h6v-5h5v-5h5" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="24" cy="12" r="2.2" fill="#fbbf24"/></svg>`

/** The page /cms shows while the admin is not there: French, branded, reloading itself, not indexed. */
export function adminPreparingPage(state: Exclude<AdminBuildState, 'ready'>, siteName: string): string {
  const text = TEXTS[state]
  const title = escapeHtml(frenchText(text.title))
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta http-equiv="refresh" content="${RELOAD_SECONDS[state]}">
<title>${title} — ${escapeHtml(siteName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<header><div class="bar"><a class="brand" href="/">${LOGO}<span>${escapeHtml(siteName)}</span></a><span class="context">CMS</span></div></header>
<main>
<div class="card${state === 'failed' ? ' failed' : ''}" role="${state === 'failed' ? 'alert' : 'status'}">
${state === 'missing' ? '' : '<div class="progress" aria-hidden="true"><span></span></div>\n'}<h1>${title}</h1>
${text.paragraphs.map((paragraph) => `<p>${paragraphHtml(paragraph)}</p>`).join('\n')}
<p class="site">${escapeHtml(frenchText('Le site et son API fonctionnent déjà :'))} <a href="/">aller au site</a>.</p>
</div>
</main>
</body>
</html>
`
}

function sendPreparing(res: Response, pathname: string, state: Exclude<AdminBuildState, 'ready'>, siteName: string) {
  res.status(503).set({
    'Retry-After': String(RELOAD_SECONDS[state]),
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  })
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
      res.status(404).json({ success: false, error: "Cette adresse n'existe pas : les comptes clients passent par /api." })
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
